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

/** A sine tone of `seconds`, for tests that need sound but not words. */
export async function tone(output: string, seconds: number, frequency = 440): Promise<string> {
  await ffmpeg(['-f', 'lavfi', '-i', `sine=frequency=${frequency}:duration=${seconds}`, '-c:a', 'pcm_s16le', output]);
  return output;
}
