import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { serverObjectPath } from './local-recording.js';
import { microphoneWav } from './microphone.js';

const run = promisify(execFile);

/** Where the e2e server keeps a story's mixed recording (the server's `mediaKeys.mix`), in its data folder. */
export function mixedRecordingPath(storyId: string, dataDir = process.env.E2E_DATA): string {
  return serverObjectPath(`stories/${storyId}/mix.mp4`, dataDir);
}

/** A rectangle of the mixed 1280x720 frame. */
export interface FrameRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The grid of two leaves the band above its row black; the speaker layout's large picture, or a lone one, covers it. */
export const ABOVE_THE_ROW: FrameRegion = { x: 100, y: 100, width: 400, height: 60 };

/**
 * The mean level (0–255) of the red, green and blue of a region of the frame `seconds` into a video file, or null while
 * it cannot be read: 0 where the mix left the canvas black, well above it where a camera's picture covers it (Chromium's
 * fake camera is a dark green, so its luma alone would hardly tell it from black).
 */
export async function regionLevel(file: string, seconds: number, region: FrameRegion): Promise<number | null> {
  if (!existsSync(file)) return null;
  const crop = `crop=${region.width}:${region.height}:${region.x}:${region.y},format=rgb24`;
  try {
    const { stdout } = await run(
      'ffmpeg',
      ['-v', 'error', '-ss', seconds.toFixed(3), '-i', file, '-frames:v', '1', '-vf', crop, '-f', 'rawvideo', '-'],
      { encoding: 'buffer', maxBuffer: 16 * 1024 * 1024 },
    );
    if (stdout.length === 0) return null;
    let sum = 0;
    for (const byte of stdout) sum += byte;
    return sum / stdout.length;
  } catch {
    // Being written, or replaced by a newer mix: read again later.
    return null;
  }
}

/** The file's duration in seconds and its streams' kinds, or null while it cannot be read. */
export async function probeMix(file: string): Promise<{ duration: number; kinds: string[] } | null> {
  if (!existsSync(file)) return null;
  try {
    const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file]);
    const info = JSON.parse(stdout) as { format?: { duration?: string }; streams?: { codec_type: string }[] };
    return { duration: Number(info.format?.duration ?? 0), kinds: (info.streams ?? []).map((s) => s.codec_type).sort() };
  } catch {
    return null;
  }
}

/** A steady sine tone for a browser's fake microphone: a participant told apart by pitch. */
export function toneWav(dir: string, name: string, hz: number): string {
  mkdirSync(dir, { recursive: true });
  return microphoneWav(['-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=20`], join(dir, `${name}-${hz}hz.wav`));
}

/**
 * The mean level, in dB, of a file's sound in a narrow band around `hz` (two band-pass filters, then ffmpeg's
 * volumedetect): a participant's tone in the mix stands well above a pitch nobody made.
 */
export async function toneLevel(file: string, hz: number): Promise<number> {
  const band = `bandpass=f=${hz}:width_type=q:w=8`;
  const { stderr } = await run('ffmpeg', [
    '-hide_banner',
    '-nostats',
    '-i',
    file,
    '-vn',
    '-af',
    `${band},${band},volumedetect`,
    '-f',
    'null',
    '-',
  ]);
  const level = /mean_volume:\s*(-?[\d.]+|-inf) dB/.exec(stderr)?.[1];
  if (level === undefined) throw new Error(`No sound level for ${hz} Hz in ${file}:\n${stderr.slice(-500)}`);
  return level === '-inf' ? Number.NEGATIVE_INFINITY : Number(level);
}
