import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JoinSegment } from '@storykeep/core';
import { FfmpegMediaProcessor } from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';

const CLIPS = 10;
const CLIP_SECONDS = 30;

/** A minute of moving test picture with a tone, as a camera's H.264/AAC MP4 (`size` differs so pieces are rescaled). */
function source(path: string, size: string, frequency: number): string {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${size}:rate=30:duration=60`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=44100:duration=60`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', path],
  ]);
  return path;
}

const benchmark: Benchmark = {
  name: 'remix render: ten 30-second clips of two stories joined into one MP4 (anchor: the remix duration, real time)',
  async run(): Promise<BenchRow[]> {
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-remix-bench-'));
    try {
      const inputs = [source(join(dir, 'a.mp4'), '1280x720', 440), source(join(dir, 'b.mp4'), '640x480', 660)];
      const segments: JoinSegment[] = Array.from({ length: CLIPS }, (_, i) => ({
        input: inputs[i % 2] ?? '',
        start: (i * 3) % 30,
        end: ((i * 3) % 30) + CLIP_SECONDS,
      }));
      const media = new FfmpegMediaProcessor();
      const started = performance.now();
      const info = await media.join(segments, join(dir, 'remix.mp4'));
      const elapsed = (performance.now() - started) / 1000;
      const expected = CLIPS * CLIP_SECONDS;
      if (Math.abs(info.duration - expected) > 1) throw new Error(`remix lasts ${info.duration} s, expected ${expected} s`);
      return [
        {
          figure: `render time of a ${info.duration.toFixed(1)} s remix (${CLIPS} clips, re-encoded to 720p H.264/AAC)`,
          ours: elapsed,
          anchor: info.duration,
          unit: 's',
          better: 'lower',
          target: 'under 3× real time (ratio > 0.33×)',
        },
      ];
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
