// Test media made on the spot from Debian's flite (speech) and ffmpeg's test sources, so no
// recording is kept in the repository and every test knows exactly what its input says.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runProcess } from '../media/run-process.js';

/**
 * ffmpeg for making test inputs from its own sources (lavfi test pictures and tones), which the server's ffmpeg
 * (media/media-tools.ts) refuses to open: it reads real containers from files only.
 */
function ffmpeg(args: string[]) {
  return runProcess('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-y', ...args]);
}

/** A sentence flite says clearly enough for pocketsphinx to get most words right. */
export const SCRIPT = 'the quick brown fox jumps over the lazy dog while the old farmer watches from the porch';

/** A scratch folder removed by `cleanup`. */
export async function scratchDir(prefix = 'storykeep-media-'): Promise<{ dir: string; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  return { dir, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Speech of `text` as a WAV file, in flite's `rms` (male) or `slt` (female) voice. */
export async function speech(text: string, output: string, voice: 'rms' | 'slt' = 'rms'): Promise<string> {
  await runProcess('flite', ['-voice', voice, '-t', text, '-o', output]);
  return output;
}

export interface VideoFixtureOptions {
  text?: string;
  voice?: 'rms' | 'slt';
  /** WebM (VP8/Opus) as a browser's MediaRecorder makes, or MP4 (H.264/AAC) as a camera does. */
  container?: 'webm' | 'mp4';
  size?: string;
  /** Seconds of silence before the speech starts. */
  leadIn?: number;
}

/** A short video: ffmpeg's moving test picture with `text` spoken over it. */
export async function speakingVideo(output: string, options: VideoFixtureOptions = {}): Promise<string> {
  const wav = `${output}.speech.wav`;
  await speech(options.text ?? SCRIPT, wav, options.voice);
  const codecs =
    options.container === 'mp4'
      ? ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-f', 'mp4']
      : ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k', '-c:a', 'libopus', '-f', 'webm'];
  const leadIn = Math.round((options.leadIn ?? 0) * 1000);
  await ffmpeg([
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${options.size ?? '320x240'}:rate=15`,
    '-i',
    wav,
    '-filter_complex',
    `[1:a]adelay=delays=${leadIn}:all=1,apad=pad_dur=0.5[a]`,
    '-map',
    '0:v',
    '-map',
    '[a]',
    '-shortest',
    ...codecs,
    output,
  ]);
  await rm(wav, { force: true });
  return output;
}

/**
 * The script spoken (flite's `rms` voice) over pink noise, as 16 kHz mono WAV: speech that is hard to hear. The
 * noise comes from a fixed `seed`, so the same file is made every time.
 */
export async function noisySpeech(output: string, seed: number, amplitude = 0.05): Promise<string> {
  const clean = await speech(SCRIPT, `${output}.clean.wav`);
  await ffmpeg([
    '-i',
    clean,
    '-f',
    'lavfi',
    '-i',
    `anoisesrc=color=pink:amplitude=${amplitude}:duration=10:seed=${seed}`,
    '-filter_complex',
    '[0:a]aresample=16000[s];[1:a]aresample=16000[n];[s][n]amix=inputs=2:duration=first',
    '-ar',
    '16000',
    '-ac',
    '1',
    '-c:a',
    'pcm_s16le',
    output,
  ]);
  await rm(clean, { force: true });
  return output;
}

/** A sine tone of `seconds`, for tests that need sound but not words. */
export async function tone(output: string, seconds: number, frequency = 440): Promise<string> {
  await ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-c:a', 'pcm_s16le', output]);
  return output;
}

/** A rectangle of a video frame, in pixels. */
export interface FrameRegion {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The mean brightness (0 to 255) of a region of the frame shown at `seconds`: black is near 16 or below. */
export async function regionBrightness(file: string, seconds: number, region: FrameRegion): Promise<number> {
  const { stdout } = await ffmpeg([
    '-ss',
    seconds.toFixed(3),
    '-i',
    file,
    '-frames:v',
    '1',
    '-vf',
    `crop=${region.width}:${region.height}:${region.x}:${region.y},scale=1:1:flags=area,format=gray`,
    '-f',
    'rawvideo',
    '-',
  ]);
  return stdout[0] ?? 0;
}
