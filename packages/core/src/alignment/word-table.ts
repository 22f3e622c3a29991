const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** FNV-1a over the UTF-16 code units of text[start..end). */
function hashOf(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

/**
 * The distinct words of a transcript, each numbered in order of first sight. An open-addressing table over the
 * words' characters: it finds a word of a long text without first cutting it out, so a four-hour reference costs
 * one string per distinct word instead of one per word, and no hashing by the engine of each fresh piece.
 */
export class WordTable {
  /** The distinct words, by number. */
  readonly words: string[] = [];
  private hashes = new Int32Array(256);
  /** Number + 1 of the word in each slot; 0 marks an empty slot. */
  private slots = new Int32Array(1024);

  /** Number of `word`, adding it if new. */
  indexOf(word: string): number {
    const hash = hashOf(word, 0, word.length);
    const mask = this.slots.length - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return this.add(word, hash, slot);
      if (this.hashes[entry - 1] === hash && this.words[entry - 1] === word) return entry - 1;
    }
  }

  /**
   * The words of a reference text as numbers, split by the alignment rule (newlines become spaces, split on spaces, empty
   * pieces dropped): the same words as {@link referenceWords}, each number standing for `words[number]`.
   */
  split(text: string): Int32Array {
    let index = new Int32Array((text.length >> 3) + 16);
    let count = 0;
    let start = -1;
    let hash = FNV_OFFSET;
    // One pass: each word is hashed while it is scanned, and cut out of the text only the first time it is seen.
    for (let i = 0; i <= text.length; i += 1) {
      const c = i < text.length ? text.charCodeAt(i) : 32;
      if (c !== 32 && c !== 10 && c !== 13) {
        if (start < 0) start = i;
        hash = Math.imul(hash ^ c, FNV_PRIME);
        continue;
      }
      if (start < 0) continue;
      if (count === index.length) {
        const grown = new Int32Array(count * 2);
        grown.set(index);
        index = grown;
      }
      index[count] = this.find(text, start, i, hash);
      count += 1;
      start = -1;
      hash = FNV_OFFSET;
    }
    return index.subarray(0, count);
  }

  /** Number of the word text[start..end), whose hash is `hash`, adding it if new. */
  private find(text: string, start: number, end: number, hash: number): number {
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot] as number;
      if (entry === 0) return this.add(text.slice(start, end), hash, slot);
      if (this.hashes[entry - 1] !== hash) continue;
      const word = this.words[entry - 1] as string;
      if (word.length !== length) continue;
      let k = 0;
      while (k < length && word.charCodeAt(k) === text.charCodeAt(start + k)) k += 1;
      if (k === length) return entry - 1;
    }
  }

  private add(word: string, hash: number, slot: number): number {
    const number = this.words.length;
    this.words.push(word);
    if (number === this.hashes.length) {
      const grown = new Int32Array(number * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[number] = hash;
    this.slots[slot] = number + 1;
    // Kept at most a quarter full, so probes stay short.
    if (this.words.length * 4 > this.slots.length) this.rehash();
    return number;
  }

  private rehash(): void {
    const slots = new Int32Array(this.slots.length * 2);
    const mask = slots.length - 1;
    for (let number = 0; number < this.words.length; number += 1) {
      let slot = (this.hashes[number] as number) & mask;
      while (slots[slot] !== 0) slot = (slot + 1) & mask;
      slots[slot] = number + 1;
    }
    this.slots = slots;
  }
}
