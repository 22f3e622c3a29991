import { estimateWordDuration } from './word-duration.js';

/**
 * The stretch between two consecutive timing points of a run: inside a word (from its start to its end), which
 * needs the word's estimated duration, or between words, which may be silence.
 */
export type FillSegment = { kind: 'word'; duration: number } | { kind: 'gap' };

/** Where spare time goes when the span is longer than the words need: into the pauses, or into the words. */
export type FillSlack = 'gaps' | 'words';

/**
 * Places timing points inside [lo, hi]. `segments` has one entry more than the points: the stretch before the
 * first point, between each pair, and after the last. Words get their estimated share (squeezed in proportion
 * when the span is short); the result never decreases and stays inside the span (all `lo` when `hi < lo`).
 */
export function fillSpan(lo: number, hi: number, segments: readonly FillSegment[], slack: FillSlack): number[] {
  const room = Math.max(0, hi - lo);
  let need = 0;
  let wordCount = 0;
  let gapCount = 0;
  for (const segment of segments) {
    if (segment.kind === 'word') {
      need += segment.duration;
      wordCount += 1;
    } else gapCount += 1;
  }
  const lengths = segments.map((segment) => segmentLength(segment, { room, need, wordCount, gapCount, slack }));
  const points: number[] = [];
  let at = lo;
  let previous = lo;
  for (let i = 0; i < segments.length - 1; i++) {
    at += lengths[i] ?? 0;
    previous = Math.min(Math.max(hi, lo), Math.max(previous, at));
    points.push(previous);
  }
  return points;
}

interface Budget {
  room: number;
  need: number;
  wordCount: number;
  gapCount: number;
  slack: FillSlack;
}

function segmentLength(segment: FillSegment, { room, need, wordCount, gapCount, slack }: Budget): number {
  if (room <= need) return segment.kind === 'word' && need > 0 ? segment.duration * (room / need) : 0;
  const extra = room - need;
  const spareToGaps = gapCount > 0 && (slack === 'gaps' || wordCount === 0);
  if (segment.kind === 'gap') return spareToGaps ? extra / gapCount : 0;
  if (spareToGaps) return segment.duration;
  return need > 0 ? segment.duration + extra * (segment.duration / need) : extra / wordCount;
}

/** Start and end of a placed word. */
export interface WordTiming {
  start: number;
  end: number;
}

/** Places whole words one after another inside [lo, hi], apportioning the time by estimated word duration. */
export function placeWords(texts: readonly string[], lo: number, hi: number, slack: FillSlack): WordTiming[] {
  const segments: FillSegment[] = [{ kind: 'gap' }];
  for (const text of texts) segments.push({ kind: 'word', duration: estimateWordDuration(text) }, { kind: 'gap' });
  const points = fillSpan(lo, hi, segments, slack);
  const timings: WordTiming[] = [];
  for (let i = 0; i < texts.length; i++) {
    timings.push({ start: points[2 * i] ?? lo, end: points[2 * i + 1] ?? lo });
  }
  return timings;
}
