import { globalWordAt, paragraphOfWord, type WordTimeline } from './word-timeline.js';

/** What a paragraph is relative to playback; its words are grey until played. */
export type PlayState = 'played' | 'current' | 'unplayed';

/**
 * Follows playback in the DOM without React: paragraphs carry `data-play`, and in the current paragraph each word
 * span (`data-w` = the word's place in its paragraph) up to the spoken one carries `data-played`, the spoken one
 * `data-current`. A time update touches at most the two words and two paragraphs that changed (word spans are kept
 * per paragraph), so a four-hour transcript costs the same per frame as a short one. Paragraph elements register as
 * the virtual list mounts them.
 */
export class PlaybackHighlighter {
  private current = -1;
  private currentParagraph = -1;
  private time = Number.NEGATIVE_INFINITY;
  private readonly mounted = new Map<number, MountedParagraph>();

  constructor(private timeline: WordTimeline) {}

  /**
   * The transcript was edited: follow the new one. The highlighter outlives edits so paragraphs keep their
   * registration (an edit re-renders one paragraph, not every mounted one); the mounted paragraphs are repainted at
   * the last time seen.
   */
  setTimeline(timeline: WordTimeline): void {
    if (timeline === this.timeline) return;
    this.timeline = timeline;
    const word = globalWordAt(timeline, this.time);
    this.current = word;
    this.currentParagraph = word < 0 ? -1 : paragraphOfWord(timeline, word);
    // Marks live only in the paragraph that was current, so only it reads its spans again.
    for (const [index, entry] of this.mounted) {
      entry.stale = true;
      this.paint(index, entry);
    }
  }

  /** The spoken word's global index (-1 before the first word). */
  get word(): number {
    return this.current;
  }

  get paragraph(): number {
    return this.currentParagraph;
  }

  /** The paragraph being spoken at `time` (-1 before the first word), without moving the highlight. */
  paragraphAt(time: number): number {
    const word = globalWordAt(this.timeline, time);
    return word < 0 ? -1 : paragraphOfWord(this.timeline, word);
  }

  /** A paragraph element appeared (or went, with null): give it the state playback is in. */
  attach(paragraph: number, element: HTMLElement | null): void {
    if (!element) {
      this.mounted.delete(paragraph);
      return;
    }
    const entry: MountedParagraph = { element, spans: wordSpans(element), marked: true, stale: false };
    this.mounted.set(paragraph, entry);
    this.paint(paragraph, entry);
  }

  /** Moves the highlight to the word at `time`; answers whether the paragraph changed. */
  update(time: number): boolean {
    this.time = time;
    const word = globalWordAt(this.timeline, time);
    if (word === this.current) return false;
    const paragraph = word < 0 ? -1 : paragraphOfWord(this.timeline, word);
    const before = this.currentParagraph;
    const previousWord = this.current;
    this.current = word;
    this.currentParagraph = paragraph;
    if (paragraph === before && paragraph >= 0) {
      const entry = this.mounted.get(paragraph);
      if (entry) this.moveWithin(paragraph, entry, previousWord, word);
      return false;
    }
    // Only the paragraphs between the old and the new position change state (one or two, unless it was a seek).
    const low = Math.min(before, paragraph);
    const high = Math.max(before, paragraph);
    for (const [index, entry] of this.mounted) if (index >= low && index <= high) this.paint(index, entry);
    return true;
  }

  private stateOf(paragraph: number): PlayState {
    if (paragraph < this.currentParagraph) return 'played';
    return paragraph === this.currentParagraph ? 'current' : 'unplayed';
  }

  private paint(paragraph: number, entry: MountedParagraph): void {
    const state = this.stateOf(paragraph);
    const { element } = entry;
    if (element.dataset.play !== state) element.dataset.play = state;
    if (entry.marked) {
      for (const span of this.spansOf(entry)) {
        if (span.dataset.played !== undefined) delete span.dataset.played;
        if (span.dataset.current !== undefined) delete span.dataset.current;
      }
      entry.marked = false;
    }
    if (state !== 'current') return;
    const first = this.timeline.firstWord[paragraph] ?? 0;
    const spans = this.spansOf(entry);
    for (let i = 0; i < spans.length && first + i <= this.current; i++) {
      const span = spans[i] as HTMLElement;
      if (first + i < this.current) span.dataset.played = '';
      else span.dataset.current = '';
    }
    entry.marked = true;
  }

  private moveWithin(paragraph: number, entry: MountedParagraph, from: number, to: number): void {
    const first = this.timeline.firstWord[paragraph] ?? 0;
    const spans = this.spansOf(entry);
    const old = spans[from - first];
    if (old) delete old.dataset.current;
    // Usually one word moves on; after a small seek inside the paragraph a few change sides.
    for (let g = Math.min(from, to); g <= Math.max(from, to); g++) {
      const node = spans[g - first];
      if (!node) continue;
      if (g < to) node.dataset.played = '';
      else delete node.dataset.played;
    }
    const now = spans[to - first];
    if (now) now.dataset.current = '';
    entry.marked = true;
  }

  /** The paragraph's word spans in order; read again after an edit or if React replaced them since they were read. */
  private spansOf(entry: MountedParagraph): readonly HTMLElement[] {
    if (entry.stale || (entry.spans.length > 0 && !entry.spans[0]?.isConnected)) {
      entry.spans = wordSpans(entry.element);
      entry.stale = false;
    }
    return entry.spans;
  }
}

interface MountedParagraph {
  element: HTMLElement;
  spans: HTMLElement[];
  /** Whether some span may carry `data-played` or `data-current`. */
  marked: boolean;
  /** The transcript changed since the spans were read. */
  stale: boolean;
}

function wordSpans(element: HTMLElement): HTMLElement[] {
  return Array.from(element.querySelectorAll<HTMLElement>('[data-w]'));
}
