import { ffmpeg } from './media-tools.js';

const RATE = 8000;
// Peaks are first kept per 10 ms window (100 a second, a few hundred kB for hours of audio), then
// folded into the number asked for, so memory does not grow with the sample count.
const WINDOW = RATE / 100;

/** Folds window peaks into `count` buckets, each the largest peak it covers. */
export function foldPeaks(peaks: number[], count: number): number[] {
  if (peaks.length === 0 || count <= 0) return [];
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    const from = Math.floor((i * peaks.length) / count);
    const to = Math.max(from + 1, Math.floor(((i + 1) * peaks.length) / count));
    let max = 0;
    for (let j = from; j < to && j < peaks.length; j++) max = Math.max(max, peaks[j] ?? 0);
    out.push(Math.round(max * 1000) / 1000);
  }
  return out;
}

/** Peak amplitudes in [0, 1] decoded from the audio, `count` across its whole length. */
export async function waveform(input: string, options: { count?: number; signal?: AbortSignal } = {}): Promise<number[]> {
  const peaks: number[] = [];
  let windowPeak = 0;
  let inWindow = 0;
  let carry: Buffer | undefined;
  await ffmpeg(['-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', String(RATE), '-f', 's16le', '-c:a', 'pcm_s16le', 'pipe:1'], {
    signal: options.signal,
    onStdout: (chunk) => {
      const data = carry ? Buffer.concat([carry, chunk]) : chunk;
      const whole = data.length - (data.length % 2);
      carry = whole < data.length ? data.subarray(whole) : undefined;
      for (let offset = 0; offset < whole; offset += 2) {
        windowPeak = Math.max(windowPeak, Math.abs(data.readInt16LE(offset)) / 32768);
        if (++inWindow === WINDOW) {
          peaks.push(windowPeak);
          windowPeak = 0;
          inWindow = 0;
        }
      }
    },
  });
  if (inWindow > 0) peaks.push(windowPeak);
  return foldPeaks(peaks, Math.min(options.count ?? 1000, peaks.length));
}
