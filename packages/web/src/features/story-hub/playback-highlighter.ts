import { paragraphOfWord, type WordTimeline, wordAtTime } from './word-timeline.js';

/** What a paragraph is relative to playback; its words are grey until played. */
export type PlayState = 'played' | 'current' | 'unplayed';

/**
 * Follows playback in the DOM without React: paragraphs carry `data-play`, and in the current paragraph each word
 * span (`data-w` = global word index) up to the spoken one carries `data-played`, the spoken one `data-current`.
 * A time update touches at most the two words and two paragraphs that changed, so a four-hour transcript costs the
 * same per frame as a short one. Paragraph elements register as the virtual list mounts them.
 */
export class PlaybackHighlighter {
  private current = -1;
  private currentParagraph = -1;
  private readonly mounted = new Map<number, HTMLElement>();

  constructor(private readonly timeline: WordTimeline) {}

  /** The spoken word's global index (-1 before the first word). */
  get word(): number {
    return this.current;
  }

  get paragraph(): number {
    return this.currentParagraph;
  }

  /** A paragraph element appeared (or went, with null): give it the state playback is in. */
  attach(paragraph: number, element: HTMLElement | null): void {
    if (!element) {
      this.mounted.delete(paragraph);
      return;
    }
    this.mounted.set(paragraph, element);
    this.paint(paragraph, element);
  }

  /** Moves the highlight to the word at `time`; answers whether the paragraph changed. */
  update(time: number): boolean {
    const word = wordAtTime(this.timeline, time);
    if (word === this.current) return false;
    const paragraph = word < 0 ? -1 : paragraphOfWord(this.timeline, word);
    const before = this.currentParagraph;
    const previousWord = this.current;
    this.current = word;
    this.currentParagraph = paragraph;
    if (paragraph === before && paragraph >= 0) {
      const element = this.mounted.get(paragraph);
      if (element) this.moveWithin(element, previousWord, word);
      return false;
    }
    // A new paragraph (or a seek): repaint the mounted ones, a screenful at most.
    for (const [index, element] of this.mounted) this.paint(index, element);
    return true;
  }

  private stateOf(paragraph: number): PlayState {
    if (paragraph < this.currentParagraph) return 'played';
    return paragraph === this.currentParagraph ? 'current' : 'unplayed';
  }

  private paint(paragraph: number, element: HTMLElement): void {
    const state = this.stateOf(paragraph);
    if (element.dataset.play !== state) element.dataset.play = state;
    const marked = element.querySelectorAll<HTMLElement>('[data-played],[data-current]');
    for (const span of marked) {
      delete span.dataset.played;
      delete span.dataset.current;
    }
    if (state !== 'current') return;
    const first = this.timeline.firstWord[paragraph] ?? 0;
    for (const span of element.querySelectorAll<HTMLElement>('[data-w]')) {
      const g = Number(span.dataset.w);
      if (g < this.current) span.dataset.played = '';
      else if (g === this.current) span.dataset.current = '';
      else if (g >= first) break;
    }
  }

  private moveWithin(element: HTMLElement, from: number, to: number): void {
    const span = (g: number) => element.querySelector<HTMLElement>(`[data-w="${g}"]`);
    const old = span(from);
    if (old) delete old.dataset.current;
    const low = Math.min(from, to);
    const high = Math.max(from, to);
    // Usually one word moves on; after a small seek inside the paragraph a few change sides.
    for (let g = low; g <= high; g++) {
      const node = span(g);
      if (!node) continue;
      if (g < to) node.dataset.played = '';
      else delete node.dataset.played;
    }
    const now = span(to);
    if (now) now.dataset.current = '';
  }
}
