/** A stretch of frames, `from` inclusive, `to` exclusive. */
export interface FrameSpan {
  from: number;
  to: number;
}

export interface SpeechActivityOptions {
  /** Quieter stretches shorter than this many frames stay inside the speech around them. */
  bridge?: number;
  /** Speech shorter than this many frames (a click, a cough) is dropped. */
  shortest?: number;
}

const percentile = (sorted: Float32Array, p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/**
 * Where someone speaks, from frame loudness alone: a frame is speech when it stands well above the recording's own
 * noise floor (its 10th percentile) relative to its speech level (its 95th), so quiet rooms and loud ones, and
 * recordings normalised to any level, are judged alike. Short gaps are bridged and blips dropped.
 */
export function speechActivity(energy: Float32Array, options: SpeechActivityOptions = {}): FrameSpan[] {
  const bridge = options.bridge ?? 30;
  const shortest = options.shortest ?? 20;
  if (energy.length === 0) return [];
  const sorted = energy.slice().sort();
  const speech = percentile(sorted, 0.95);
  const floor = Math.max(percentile(sorted, 0.1), speech - 90);
  const threshold = Math.max(floor + 0.25 * (speech - floor), speech - 50);
  const spans: FrameSpan[] = [];
  for (let t = 0; t < energy.length; t++) {
    if ((energy[t] ?? 0) < threshold) continue;
    const last = spans.at(-1);
    if (last && t - last.to <= bridge) last.to = t + 1;
    else spans.push({ from: t, to: t + 1 });
  }
  return spans.filter((s) => s.to - s.from >= shortest);
}
