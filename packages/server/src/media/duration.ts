import { ffmpeg } from './media-tools.js';

/**
 * Decodes the file to find how long it plays. Needed for browser recordings (MediaRecorder WebM),
 * whose headers carry no duration.
 */
export async function measureDuration(input: string, signal?: AbortSignal): Promise<number> {
  let last = 0;
  let pending = '';
  await ffmpeg(['-i', input, '-map', '0:a?', '-map', '0:v?', '-f', 'null', '-progress', 'pipe:1', '-nostats', '-'], {
    signal,
    onStdout: (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const match = /^out_time_us=(\d+)/.exec(line);
        if (match) last = Math.max(last, Number(match[1]) / 1e6);
      }
    },
  });
  return last;
}
