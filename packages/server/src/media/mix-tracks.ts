import type { LocalTrack, MediaInfo } from '@storykeep/core';
import { ffmpeg } from './media-tools.js';
import { hasAudio, probe } from './probe.js';

const CELL = { width: 640, height: 360 };

/** Seconds each track starts after the earliest one, by the server's clock (recordingStart + localTimeOffset). */
export function trackDelays(tracks: Pick<LocalTrack, 'recordingStart' | 'localTimeOffset'>[]): number[] {
  const starts = tracks.map((t) => t.recordingStart + t.localTimeOffset);
  const earliest = Math.min(...starts);
  return starts.map((s) => (s - earliest) / 1000);
}

/** Columns and rows of the smallest near-square grid holding `count` pictures (2 side by side, 4 as 2×2). */
export function gridFor(count: number): { columns: number; rows: number } {
  const columns = Math.ceil(Math.sqrt(count));
  return { columns, rows: Math.ceil(count / columns) };
}

/** xstack's layout for `count` equal cells. */
export function gridLayout(count: number): string {
  const { columns } = gridFor(count);
  return Array.from({ length: count }, (_, i) => `${(i % columns) * CELL.width}_${Math.floor(i / columns) * CELL.height}`).join('|');
}

interface Placed {
  index: number;
  delay: number;
  info: MediaInfo;
}

/** The filter graph that delays every track to its place, mixes the audio and lays the pictures out in a grid. */
export function mixFilter(placed: Placed[]): { graph: string; video: boolean; audio: boolean } {
  const parts: string[] = [];
  const videos = placed.filter((p) => p.info.mediaType === 'video');
  const audios = placed.filter((p) => hasAudio(p.info));
  for (const [n, p] of videos.entries()) {
    parts.push(
      `[${p.index}:v:0]scale=${CELL.width}:${CELL.height}:force_original_aspect_ratio=decrease,` +
        `pad=${CELL.width}:${CELL.height}:(ow-iw)/2:(oh-ih)/2,setsar=1,fps=30,` +
        `tpad=start_duration=${p.delay.toFixed(3)}:start_mode=add:color=black[v${n}]`,
    );
  }
  if (videos.length === 1) parts.push('[v0]null[vout]');
  if (videos.length > 1) {
    const inputs = videos.map((_, n) => `[v${n}]`).join('');
    parts.push(`${inputs}xstack=inputs=${videos.length}:layout=${gridLayout(videos.length)}:fill=black[vout]`);
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
 * Mixes participants' own recordings into one: each placed by when it started on the server's clock,
 * pictures side by side or in a grid, voices mixed. MP4 when any track has video, otherwise M4A.
 */
export async function mixTracks(tracks: LocalTrack[], output: string, signal?: AbortSignal): Promise<MediaInfo> {
  if (tracks.length === 0) throw new Error('Mixing needs at least one track');
  const delays = trackDelays(tracks);
  const placed: Placed[] = [];
  for (const [index, track] of tracks.entries()) placed.push({ index, delay: delays[index] ?? 0, info: await probe(track.path, signal) });
  const { graph, video, audio } = mixFilter(placed);
  const length = Math.max(...placed.map((p) => p.delay + p.info.duration));
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
