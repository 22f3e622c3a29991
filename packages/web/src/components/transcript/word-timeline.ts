import { paragraphWords, type Transcript, wordAtTime } from '@storykeep/core';

/**
 * Numbers every word of a transcript in reading order, so the DOM and the keyboard cursor can address a word by one
 * integer (`data-w`): word `g` belongs to the paragraph whose `firstWord` is the last one not after `g`. Which word is
 * spoken at a time is core's rule (`wordAtTime`); this only turns its answer into that number.
 */
export interface WordTimeline {
  readonly transcript: Transcript;
  /** Global index of each paragraph's first word (paragraphs without words repeat the next one's). */
  readonly firstWord: Int32Array;
  readonly wordCount: number;
}

/** Numbers the words of a transcript (once per transcript object). */
export function buildWordTimeline(transcript: Transcript): WordTimeline {
  const { paragraphs } = transcript;
  const firstWord = new Int32Array(paragraphs.length);
  let count = 0;
  paragraphs.forEach((paragraph, p) => {
    firstWord[p] = count;
    count += paragraphWords(paragraph).length;
  });
  return { transcript, firstWord, wordCount: count };
}

/** The global index of the word spoken at `time` (core's `wordAtTime`), or -1 before the first word. */
export function globalWordAt(timeline: WordTimeline, time: number): number {
  const position = wordAtTime(timeline.transcript, time);
  return position ? (timeline.firstWord[position.paragraphIndex] ?? 0) + position.wordIndex : -1;
}

/** When global word `g` starts (0 when there is no such word). */
export function wordStart(timeline: WordTimeline, g: number): number {
  const p = paragraphOfWord(timeline, g);
  const paragraph = timeline.transcript.paragraphs[p];
  return paragraph ? (paragraphWords(paragraph)[g - (timeline.firstWord[p] ?? 0)]?.start ?? 0) : 0;
}

/** The paragraph holding global word `g`. */
export function paragraphOfWord(timeline: WordTimeline, g: number): number {
  let lo = 0;
  let hi = timeline.firstWord.length - 1;
  let found = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const first = timeline.firstWord[mid] ?? 0;
    // Among paragraphs starting at the same word, the one that has words is the last of them.
    if (first <= g) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

/**
 * Where a click in a transcript seeks: the start of the word clicked (a word span's `data-w` is its place in the
 * paragraph `data-p`), or a paragraph's time (`data-seek`); undefined elsewhere.
 */
export function seekTimeOf(timeline: WordTimeline, target: EventTarget | null): number | undefined {
  const element = target instanceof Element ? target : null;
  const word = element?.closest<HTMLElement>('[data-w]');
  const paragraph = word?.closest<HTMLElement>('[data-p]');
  if (word && paragraph) return wordStart(timeline, (timeline.firstWord[Number(paragraph.dataset.p)] ?? 0) + Number(word.dataset.w));
  const time = element?.closest<HTMLElement>('[data-seek]')?.dataset.seek;
  return time === undefined ? undefined : Number(time);
}
