import { CELL } from './change-points.js';
import { FrameScorer, GaussianStats } from './gaussian-stats.js';
import type { FrameSpan } from './speech-activity.js';

/** Log-likelihood a change of speaker must win by (in nats over the frames around it): turns shorter than about half a second are not believed. */
const SWITCH_PENALTY = 120;

/**
 * Redraws the speaker of every 0.1 s cell of speech by Viterbi decoding: each speaker is modelled by the Gaussian of
 * the cells assigned to it, and switching speakers costs `SWITCH_PENALTY`. Boundaries move to where the voices
 * really change, and a segment that held two voices is split.
 */
export function resegment(
  cepstra: Float32Array,
  frames: number,
  cells: readonly GaussianStats[],
  speech: readonly FrameSpan[],
  labels: Int8Array,
  speakers: number,
): Int8Array {
  const models: FrameScorer[] = [];
  for (let k = 0; k < speakers; k++) {
    const stats = new GaussianStats();
    for (const [c, cell] of cells.entries()) if (labels[c] === k) stats.add(cell);
    models.push(new FrameScorer(stats));
  }
  const next = new Int8Array(labels.length).fill(-1);
  for (const region of speech) {
    const from = Math.floor(region.from / CELL);
    const to = Math.ceil(region.to / CELL);
    const length = to - from;
    const emission = new Float64Array(length * speakers);
    for (let c = 0; c < length; c++)
      for (let t = (from + c) * CELL; t < Math.min(frames, (from + c + 1) * CELL); t++)
        for (let k = 0; k < speakers; k++)
          emission[c * speakers + k] = (emission[c * speakers + k] ?? 0) + (models[k] as FrameScorer).logLikelihood(cepstra, t);
    const back = new Int8Array(length * speakers);
    let score = Float64Array.from({ length: speakers }, (_, k) => emission[k] ?? 0);
    for (let c = 1; c < length; c++) {
      let bestPrevious = 0;
      for (let k = 1; k < speakers; k++) if ((score[k] ?? 0) > (score[bestPrevious] ?? 0)) bestPrevious = k;
      const nextScore = new Float64Array(speakers);
      for (let k = 0; k < speakers; k++) {
        const stay = score[k] ?? 0;
        const move = (score[bestPrevious] ?? 0) - SWITCH_PENALTY;
        const from = stay >= move ? k : bestPrevious;
        back[c * speakers + k] = from;
        nextScore[k] = Math.max(stay, move) + (emission[c * speakers + k] ?? 0);
      }
      score = nextScore;
    }
    let k = 0;
    for (let j = 1; j < speakers; j++) if ((score[j] ?? 0) > (score[k] ?? 0)) k = j;
    for (let c = length - 1; c >= 0; c--) {
      next[from + c] = k;
      k = back[c * speakers + k] ?? 0;
    }
  }
  return next;
}
