import { execFileSync } from 'node:child_process';

/** What Chromium's fake microphone plays best: ffmpeg writes `input` (its input options) as 48 kHz 16-bit mono WAV. */
export function microphoneWav(input: string[], wav: string): string {
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', ...input, '-ar', '48000', '-ac', '1', '-sample_fmt', 's16', wav]);
  return wav;
}
