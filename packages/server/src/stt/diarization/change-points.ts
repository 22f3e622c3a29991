import { deltaBic, GaussianStats } from './gaussian-stats.js';
import type { FrameSpan } from './speech-activity.js';

/** Frames per cell: statistics are gathered per 0.1 s cell, so windows are sums of cells. */
export const CELL = 10;
/** Cells in each of the two windows compared at a candidate change (1 s each). */
const WINDOW_CELLS = 10;
/** ΔBIC weight when deciding "another voice starts here": generous, since clustering merges what was cut needlessly. */
const CHANGE_LAMBDA = 1;

/** Statistics of every 0.1 s cell of the recording. */
export function cellStats(cepstra: Float32Array, frames: number): GaussianStats[] {
  const cells: GaussianStats[] = [];
  for (let from = 0; from < frames; from += CELL) cells.push(GaussianStats.of(cepstra, from, Math.min(frames, from + CELL)));
  return cells;
}

const statsOfCells = (cells: readonly GaussianStats[], from: number, to: number) => {
  const stats = new GaussianStats();
  for (let c = from; c < to; c++) {
    const cell = cells[c];
    if (cell) stats.add(cell);
  }
  return stats;
};

/**
 * Splits each stretch of speech (in cells) where the voice changes: two adjacent 1 s windows slide along it, and
 * where the model "two speakers" beats "one" by BIC at a local maximum, a new segment starts.
 */
export function changePoints(cells: readonly GaussianStats[], speech: readonly FrameSpan[]): FrameSpan[] {
  const segments: FrameSpan[] = [];
  for (const region of speech) {
    const from = Math.floor(region.from / CELL);
    const to = Math.ceil(region.to / CELL);
    const scores: Array<{ at: number; score: number }> = [];
    for (let at = from + WINDOW_CELLS; at + WINDOW_CELLS <= to; at++) {
      const left = statsOfCells(cells, at - WINDOW_CELLS, at);
      const right = statsOfCells(cells, at, at + WINDOW_CELLS);
      scores.push({ at, score: deltaBic(left, right, CHANGE_LAMBDA) });
    }
    let start = from;
    for (const [i, { at, score }] of scores.entries()) {
      if (score <= 0) continue;
      const around = scores.slice(Math.max(0, i - WINDOW_CELLS), i + WINDOW_CELLS + 1);
      if (around.some((s) => s.score > score || (s.score === score && s.at < at))) continue;
      segments.push({ from: start, to: at });
      start = at;
    }
    segments.push({ from: start, to });
  }
  return segments;
}

/** Statistics of a segment of cells. */
export const segmentStats = (cells: readonly GaussianStats[], segment: FrameSpan) => statsOfCells(cells, segment.from, segment.to);
