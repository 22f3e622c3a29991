import type { LocalTrack, MediaInfo, TimedLayout } from '@storykeep/core';
import { measureDuration } from './duration.js';
import { ffmpeg } from './media-tools.js';
import { CANVAS, enableDuring, type LayoutSpan, layoutSpans, placements } from './mix-layout.js';
import { hasAudio, probe } from './probe.js';

export { gridFor } from './mix-layout.js';

/** Seconds each track starts after the earliest one, by the server's clock (recordingStart + localTimeOffset). */
export function trackDelays(tracks: Pick<LocalTrack, 'recordingStart' | 'localTimeOffset'>[]): number[] {
  const starts = tracks.map((t) => t.recordingStart + t.localTimeOffset);
  const earliest = Math.min(...starts);
  return starts.map((s) => (s - earliest) / 1000);
}

interface Placed {
  index: number;
  delay: number;
  info: MediaInfo;
  /** The picture enters the mix. */
  video: boolean;
}

/**
 * The filter graph that delays every track to its place, mixes the audio and lays the pictures out on a black
 * 1280×720 canvas as the layout in force at each moment says: each picture is scaled once per cell it occupies and
 * drawn there only while its layout is shown. Built from numbers alone; the inputs are the command's files.
 */
export function mixFilter(placed: Placed[], spans: LayoutSpan[]): { graph: string; video: boolean; audio: boolean } {
  const parts: string[] = [];
  const videos = placed.filter((p) => p.video && p.info.mediaType === 'video');
  const audios = placed.filter((p) => hasAudio(p.info));
  if (videos.length > 0) {
    const length = Math.max(...spans.map((s) => s.end));
    parts.push(`color=c=black:s=${CANVAS.width}x${CANVAS.height}:r=30:d=${length.toFixed(3)}[base0]`);
    const where = placements(spans, videos.length);
    let base = 0;
    for (const [n, p] of videos.entries()) {
      const cells = where[n] ?? [];
      const copies = cells.map((_, c) => `[v${n}c${c}]`);
      const split = copies.length > 1 ? `,split=${copies.length}${copies.join('')}` : (copies[0] ?? '');
      parts.push(`[${p.index}:v:0]fps=30,setsar=1,tpad=start_duration=${p.delay.toFixed(3)}:start_mode=add:color=black${split}`);
      for (const [c, { cell, spans: during }] of cells.entries()) {
        parts.push(
          `[v${n}c${c}]scale=${cell.width}:${cell.height}:force_original_aspect_ratio=decrease,` +
            `pad=${cell.width}:${cell.height}:(ow-iw)/2:(oh-ih)/2,setsar=1[s${n}c${c}]`,
        );
        parts.push(
          `[base${base}][s${n}c${c}]overlay=x=${cell.x}:y=${cell.y}:eof_action=pass:enable='${enableDuring(during)}'[base${base + 1}]`,
        );
        base += 1;
      }
    }
    parts.push(`[base${base}]null[vout]`);
  }
  for (const [n, p] of audios.entries()) {
    const ms = Math.round(p.delay * 1000);
    parts.push(`[${p.index}:a:0]aresample=48000,adelay=delays=${ms}:all=1[a${n}]`);
  }
  if (audios.length === 1) parts.push('[a0]anull[aout]');
  if (audios.length > 1) {
    // normalize=0: each voice keeps its own level instead of being divided by the number of tracks.
    parts.push(`${audios.map((_, n) => `[a${n}]`).join('')}amix=inputs=${audios.length}:duration=longest:normalize=0[aout]`);
  }
  return { graph: parts.join(';'), video: videos.length > 0, audio: audios.length > 0 };
}

/**
 * Mixes participants' own recordings into one: each placed by when it started on the server's clock, voices mixed,
 * and the pictures of the tracks whose video is kept laid out as the call's layout was at each moment. MP4 when a
 * picture is kept, otherwise M4A.
 */
export async function mixTracks(
  tracks: LocalTrack[],
  output: string,
  signal?: AbortSignal,
  layouts: TimedLayout[] = [],
): Promise<MediaInfo> {
  if (tracks.length === 0) throw new Error('Mixing needs at least one track');
  const delays = trackDelays(tracks);
  const placed: Placed[] = [];
  for (const [index, track] of tracks.entries()) {
    const info = await probe(track.path, signal);
    // A browser's recording has no duration in its header: its length is where its last packet ends.
    const duration = info.duration > 0 ? info.duration : await measureDuration(track.path, signal);
    placed.push({ index, delay: delays[index] ?? 0, info: { ...info, duration }, video: track.video !== false });
  }
  const length = Math.max(...placed.map((p) => p.delay + p.info.duration));
  const start = Math.min(...tracks.map((t) => t.recordingStart + t.localTimeOffset));
  const { graph, video, audio } = mixFilter(placed, layoutSpans(layouts, start, length));
  const args = [
    ...tracks.flatMap((t) => ['-i', t.path]),
    '-filter_complex',
    graph,
    ...(video ? ['-map', '[vout]', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-pix_fmt', 'yuv420p'] : []),
    ...(audio ? ['-map', '[aout]', '-c:a', 'aac', '-b:a', '128k', '-ac', '2'] : []),
    '-t',
    length.toFixed(3),
    '-movflags',
    '+faststart',
    '-f',
    'mp4',
    output,
  ];
  await ffmpeg(args, { signal });
  return probe(output, signal);
}
