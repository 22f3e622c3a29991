import type { ClipRange } from '@storykeep/core';
import { ffmpeg } from './media-tools.js';
import { hasAudio, probe } from './probe.js';
import { audioRenditionArgs, videoRenditionArgs } from './renditions.js';

export interface ClipOptions {
  audioOnly?: boolean;
  /** Seconds added before and after: the "extended" clip gives context around the chosen span. */
  padding?: number;
  signal?: AbortSignal;
}

/** The span a clip covers once padded, never before 0. */
export function clipSpan(range: ClipRange, padding = 0): { start: number; duration: number } {
  const start = Math.max(0, range.start - padding);
  return { start, duration: Math.max(0.01, range.end + padding - start) };
}

/** Cuts `range` out of `input`, re-encoded so the cut falls exactly where asked, not on a keyframe. */
export async function clip(input: string, output: string, range: ClipRange, options: ClipOptions = {}): Promise<void> {
  const { start, duration } = clipSpan(range, options.padding);
  const span = ['-ss', start.toFixed(3), '-t', duration.toFixed(3)];
  const source = await probe(input, options.signal);
  const encode =
    options.audioOnly || source.mediaType === 'audio'
      ? audioRenditionArgs(input, output)
      : videoRenditionArgs(input, output, hasAudio(source));
  // -ss/-t before -i seek the input, so only the clip is decoded.
  await ffmpeg([...span, ...encode], { signal: options.signal });
}
