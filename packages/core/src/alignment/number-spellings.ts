interface TrieNode {
  next: Map<string, TrieNode>;
  key?: string;
}

/** The spoken forms of several words (say "nineteen fifty two") of the reference's numbers, looked up by their words. */
export class NumberSpellings {
  private readonly root: TrieNode = { next: new Map() };
  /** Key of the number the last successful {@link NumberSpellings.longest} found. */
  key = '';

  /** Adds the forms of `key` that take two words or more; a later key takes over a form an earlier one shares. */
  add(key: string, forms: readonly (readonly string[])[]): void {
    for (const form of forms) {
      if (form.length < 2) continue;
      let node = this.root;
      for (const word of form) {
        let child = node.next.get(word);
        if (!child) {
          child = { next: new Map() };
          node.next.set(word, child);
        }
        node = child;
      }
      node.key = key;
    }
  }

  /** Whether some spelling begins with `word`. */
  opens(word: string): boolean {
    return this.root.next.has(word);
  }

  /**
   * Length of the longest run of words from `start` spelling a number, or 0 (its key then in `key`). Word `i` is
   * `words[index[i]]`: callers normalise each distinct word once.
   */
  longest(words: readonly string[], index: Int32Array, start: number): number {
    let node = this.root.next.get(words[index[start] as number] as string);
    let best = 0;
    for (let i = start + 1; node !== undefined && i < index.length; i += 1) {
      node = node.next.get(words[index[i] as number] as string);
      if (node?.key !== undefined) {
        best = i - start + 1;
        this.key = node.key;
      }
    }
    return best;
  }
}
