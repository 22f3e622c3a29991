import { CELL, cellStats, changePoints, segmentStats } from './change-points.js';
import { deltaBic } from './gaussian-stats.js';
import { resegment } from './resegment.js';
import { clusterSegments } from './speaker-clusters.js';
import { type FrameSpan, speechActivity } from './speech-activity.js';
import { FRAME_RATE, featuresOfWav, type SpeechFeatures } from './speech-features.js';

/** A stretch of one speaker's speech, in seconds; speakers are numbered from 0 in order of first appearance. */
export interface SpeakerTurn {
  start: number;
  end: number;
  speaker: number;
}

export interface DiarizeOptions {
  /** At most this many speakers (1–4). */
  maxSpeakers?: number;
  /** ΔBIC weight of the clustering's stopping rule; higher finds fewer speakers. */
  lambda?: number;
  /** Per-frame divergence under which clusters always merge (see `CLUSTER_FLOOR`). */
  floor?: number;
  /** Called between stages and chunks, so a long recording does not hold the event loop. */
  yieldNow?: () => Promise<void>;
}

/** Default ΔBIC weight for the clustering: chosen on seeded flite corpora of 2–4 voices (tests/bench/speech.bench.ts). */
export const CLUSTER_LAMBDA = 2;
/**
 * Per-frame divergence under which clusters are one voice at any length. Two halves of one voice's speech stay under
 * 0.07 on the flite corpora, the closest two voices are above 0.5; real rooms vary more, so the floor sits low.
 */
export const CLUSTER_FLOOR = 0.2;
/** The same speaker's turns closer than this (s) are one turn: a breath between sentences is not a new paragraph. */
const SAME_SPEAKER_GAP = 1;
/** Clusters with less speech than this (s) are strays (a cough, a door), not speakers. */
const SMALLEST_SPEAKER = 3;

/**
 * Joins consecutive segments while BIC prefers one model for them. Clustering short pieces directly goes wrong: a
 * one-second piece of another voice costs little to absorb into a large cluster, as BIC's penalty grows with the
 * merged size; joined along the time line first, the pieces reach clustering as whole turns.
 */
function linearMerge(cells: ReturnType<typeof cellStats>, segments: FrameSpan[], lambda: number, floor: number): FrameSpan[] {
  const merged: FrameSpan[] = [];
  for (const segment of segments) {
    const last = merged.at(-1);
    if (last && deltaBic(segmentStats(cells, last), segmentStats(cells, segment), lambda, floor) < 0) last.to = segment.to;
    else merged.push({ ...segment });
  }
  return merged;
}

/** Who speaks when in already extracted features. */
export async function diarizeFeatures(features: SpeechFeatures, options: DiarizeOptions = {}): Promise<SpeakerTurn[]> {
  const yieldNow = options.yieldNow ?? (async () => {});
  const lambda = options.lambda ?? CLUSTER_LAMBDA;
  const floor = options.floor ?? CLUSTER_FLOOR;
  const maxSpeakers = Math.min(4, Math.max(1, options.maxSpeakers ?? 4));
  const speech = speechActivity(features.energy);
  if (speech.length === 0) return [];
  const cells = cellStats(features.cepstra, features.frames);
  await yieldNow();
  const segments = linearMerge(cells, changePoints(cells, speech), lambda, floor);
  await yieldNow();
  const owners = clusterSegments(
    segments.map((s) => segmentStats(cells, s)),
    { lambda, floor, maxSpeakers, smallest: SMALLEST_SPEAKER * FRAME_RATE },
  );
  await yieldNow();
  let labels: Int8Array = new Int8Array(cells.length).fill(-1);
  for (const [i, s] of segments.entries()) labels.fill(owners[i] ?? 0, s.from, s.to);
  const speakers = Math.max(...owners) + 1;
  if (speakers > 1)
    for (let pass = 0; pass < 2; pass++) {
      labels = resegment(features.cepstra, features.frames, cells, speech, labels, speakers);
      await yieldNow();
    }
  return turnsOf(labels, speech);
}

/** Cells' speakers as turns, within speech only, with each speaker's near-adjacent turns joined and numbered by first appearance. */
function turnsOf(labels: Int8Array, speech: readonly FrameSpan[]): SpeakerTurn[] {
  const turns: SpeakerTurn[] = [];
  const seconds = (cell: number) => (cell * CELL) / FRAME_RATE;
  for (const region of speech) {
    const to = Math.ceil(region.to / CELL);
    for (let c = Math.floor(region.from / CELL); c < to; c++) {
      const speaker = labels[c] ?? -1;
      if (speaker < 0) continue;
      const start = Math.max(region.from / FRAME_RATE, seconds(c));
      const end = Math.min(region.to / FRAME_RATE, seconds(c + 1));
      const last = turns.at(-1);
      if (last && last.speaker === speaker && start - last.end < SAME_SPEAKER_GAP) last.end = end;
      else turns.push({ start, end, speaker });
    }
  }
  const numbering = new Map<number, number>();
  for (const t of turns) if (!numbering.has(t.speaker)) numbering.set(t.speaker, numbering.size);
  return turns.map((t) => ({ ...t, speaker: numbering.get(t.speaker) ?? 0 }));
}

/** Who speaks when in a 16 kHz mono WAV: speech activity, change points, BIC clustering (1–4 speakers) and Viterbi resegmentation. */
export async function diarize(wav: string, options: DiarizeOptions = {}): Promise<SpeakerTurn[]> {
  const features = await featuresOfWav(wav, options.yieldNow);
  return diarizeFeatures(features, options);
}
