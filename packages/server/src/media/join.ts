import type { JoinSegment, MediaInfo } from '@storykeep/core';
import { clipSpan } from './clip.js';
import { ffmpeg } from './media-tools.js';
import { hasAudio, probe } from './probe.js';

// Every piece is brought to one frame size, rate and sample format so the concat filter can join sources recorded
// on different devices; letterboxing keeps each piece's shape.
const WIDTH = 1280;
const HEIGHT = 720;
const AUDIO_FORMAT = 'aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo';
const videoChain = `scale=${WIDTH}:${HEIGHT}:force_original_aspect_ratio=decrease,pad=${WIDTH}:${HEIGHT}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=30,format=yuv420p`;

/** Reads ffmpeg's `-progress` lines and tells how much of `total` seconds of output is written. */
export function progressReader(total: number, onProgress: (fraction: number) => void): (chunk: Buffer) => void {
  let pending = '';
  return (chunk) => {
    const lines = (pending + chunk.toString('utf8')).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // out_time_us (and, despite its name, out_time_ms) count microseconds of output written.
      const match = /^out_time_(?:us|ms)=(\d+)/.exec(line.trim());
      if (match && total > 0) onProgress(Math.min(1, Number(match[1]) / 1e6 / total));
    }
  };
}

/**
 * Joins the segments into one MP4 (all video) or M4A (any audio-only source), cutting and re-encoding in one pass;
 * `onProgress` hears how much of the joined length is written as ffmpeg goes.
 */
export async function join(
  segments: JoinSegment[],
  output: string,
  signal?: AbortSignal,
  onProgress?: (fraction: number) => void,
): Promise<MediaInfo> {
  if (segments.length === 0) throw new Error('Nothing to join');
  const sources = await Promise.all(segments.map((s) => probe(s.input, signal)));
  const video = sources.every((s) => s.mediaType === 'video');
  const inputs: string[] = [];
  const filters: string[] = [];
  const pads: string[] = [];
  segments.forEach((segment, i) => {
    const { start, duration } = clipSpan(segment);
    // Seeking before -i decodes only the piece; -t bounds it.
    inputs.push('-ss', start.toFixed(3), '-t', duration.toFixed(3), '-i', segment.input);
    const source = sources[i];
    let audio = `[${i}:a:0]`;
    if (!source || !hasAudio(source)) {
      // A silent source still needs an audio track for the join to line up.
      filters.push(`anullsrc=r=48000:cl=stereo,atrim=duration=${duration.toFixed(3)}[silence${i}]`);
      audio = `[silence${i}]`;
    }
    filters.push(`${audio}${AUDIO_FORMAT},asetpts=PTS-STARTPTS[a${i}]`);
    if (video) {
      filters.push(`[${i}:v:0]${videoChain},trim=duration=${duration.toFixed(3)},setpts=PTS-STARTPTS[v${i}]`);
      pads.push(`[v${i}][a${i}]`);
    } else pads.push(`[a${i}]`);
  });
  filters.push(`${pads.join('')}concat=n=${segments.length}:v=${video ? 1 : 0}:a=1${video ? '[v]' : ''}[a]`);
  const encode = video
    ? ['-map', '[v]', '-map', '[a]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-c:a', 'aac', '-b:a', '128k']
    : ['-map', '[a]', '-vn', '-c:a', 'aac', '-b:a', '128k'];
  const total = segments.reduce((sum, segment) => sum + clipSpan(segment).duration, 0);
  const progress = onProgress ? ['-progress', 'pipe:1', '-nostats'] : [];
  await ffmpeg([...inputs, '-filter_complex', filters.join(';'), ...encode, ...progress, '-movflags', '+faststart', '-f', 'mp4', output], {
    signal,
    ...(onProgress ? { onStdout: progressReader(total, onProgress) } : {}),
  });
  onProgress?.(1);
  return probe(output, signal);
}
