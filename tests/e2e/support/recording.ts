import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A short interview made for a journey: flite speaks the script in one of its voices over ffmpeg's test picture, muxed
 * to an mp4 named `name`.mp4 in `dir`. Real speech, so the server's own pipeline transcribes it.
 */
export function makeRecording(dir: string, name: string, script: string, voice: 'rms' | 'slt' = 'slt'): string {
  mkdirSync(dir, { recursive: true });
  const wav = join(dir, `${name}.wav`);
  const mp4 = join(dir, `${name}.mp4`);
  execFileSync('flite', ['-voice', voice, '-t', script, '-o', wav]);
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=25', '-i', wav, '-shortest'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', mp4],
  ]);
  return mp4;
}
