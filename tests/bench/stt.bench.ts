import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FfmpegMediaProcessor, PocketsphinxSpeechToText } from '@storykeep/server';
import type { Benchmark, BenchRow } from './bench.js';

// About half a minute of speech: long enough that start-up costs do not dominate.
const SCRIPT = [
  'my grandmother was born on a farm near the river in the spring of nineteen twenty',
  'she walked three miles to school every morning and helped with the cows after dark',
  'when the flood came the whole family moved to the city and her father found work at the mill',
  'she always said that the years on the farm were the happiest of her life',
  'we still have the photographs she kept in a tin box under the stairs',
].join('. ');

const benchmark: Benchmark = {
  name: 'speech-to-text: pocketsphinx on a flite recording (anchor: the audio duration, so the ratio is 1 / real-time factor)',
  async run(): Promise<BenchRow[]> {
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-stt-bench-'));
    try {
      const wav = join(dir, 'speech.wav');
      execFileSync('flite', ['-voice', 'rms', '-t', SCRIPT, '-o', wav]);
      const seconds = (await new FfmpegMediaProcessor().probe(wav)).duration;
      const stt = new PocketsphinxSpeechToText();
      const start = performance.now();
      const result = await stt.transcribe(wav);
      const elapsed = (performance.now() - start) / 1000;
      if (result.words.length < 20) throw new Error(`only ${result.words.length} words recognised`);
      return [
        {
          figure: `transcription time for ${seconds.toFixed(1)} s of speech (incl. conversion)`,
          ours: elapsed,
          anchor: seconds,
          unit: 's',
          better: 'lower',
          target: 'real-time factor < 0.5 (ratio > 2×)',
        },
      ];
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

export default benchmark;
