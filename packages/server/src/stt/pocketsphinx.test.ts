import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegMediaProcessor } from '../media/ffmpeg-media-processor.js';
import { noisySpeech, SCRIPT, scratchDir, speakingVideo } from '../testing/media-fixtures.js';
import { wordErrorRate } from '../testing/word-error-rate.js';
import { PocketsphinxSpeechToText, parsePocketsphinx, pocketsphinxSearchArgs } from './pocketsphinx.js';

describe('parsePocketsphinx', () => {
  it('keeps words with their times and drops sentence marks, silences, noises and variant numbers', () => {
    const output = [
      'the record of the day',
      '<s> 0.000 0.100 0.999700',
      'the 0.110 0.350 0.886908',
      '<sil> 0.360 0.900 1.000000',
      'record(2) 0.910 1.300 0.75',
      '[NOISE] 1.310 1.500 1.0',
      '++UH++ 1.510 1.600 1.0',
      '</s> 1.610 1.700 1.000000',
    ].join('\n');
    expect(parsePocketsphinx(output)).toEqual([
      { text: 'the', start: 0.11, end: 0.35, confidence: 0.886908 },
      { text: 'record', start: 0.91, end: 1.3, confidence: 0.75 },
    ]);
  });
});

describe('pocketsphinx on generated speech', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
  });
  afterAll(() => cleanup());

  it('recognises most of the script, with word times in order and inside the recording', async () => {
    // A browser-style WebM, so the adapter's own conversion to 16 kHz WAV is exercised too.
    const recording = await speakingVideo(join(dir, 'talk.webm'), { leadIn: 2 });
    const stt = new PocketsphinxSpeechToText();
    expect(stt.available()).toBe(true);
    const result = await stt.transcribe(recording, { speakerLabel: 'Narrator' });
    const duration = (await new FfmpegMediaProcessor().probe(recording)).duration;
    expect(
      wordErrorRate(
        SCRIPT.split(' '),
        result.words.map((w) => w.text),
      ),
    ).toBeLessThan(0.5);
    let previousEnd = 0;
    for (const word of result.words) {
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(duration);
      previousEnd = word.end;
    }
    // The two seconds of silence before the speech are not given to any word.
    expect(result.words[0]?.start).toBeGreaterThan(1.5);
    expect(result.paragraphs.map((p) => p.speaker)).toEqual(['Narrator']);
  });
});

describe('pocketsphinx in advanced mode', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
  });
  afterAll(() => cleanup());

  it('searches wider than standard: wider beams, more active models a frame, and the passes standard skips', () => {
    const standard = pocketsphinxSearchArgs('standard');
    const advanced = pocketsphinxSearchArgs('advanced');
    const value = (args: string[], flag: string) => args[args.indexOf(flag) + 1];
    expect(pocketsphinxSearchArgs(undefined)).toEqual(standard);
    expect(value(standard, '-fwdflat')).toBe('no');
    expect(value(advanced, '-fwdflat')).toBe('yes');
    expect(value(advanced, '-bestpath')).toBe('yes');
    expect(Number(value(advanced, '-maxhmmpf'))).toBeGreaterThan(Number(value(standard, '-maxhmmpf')));
    // Smaller beam thresholds prune fewer hypotheses; pocketsphinx's own defaults are 1e-48, 7e-29 and 1e-48.
    expect(Number(value(advanced, '-beam'))).toBeLessThan(1e-48);
    expect(Number(value(advanced, '-wbeam'))).toBeLessThan(7e-29);
    expect(Number(value(advanced, '-pbeam'))).toBeLessThan(1e-48);
  });

  it('hears speech over noise with fewer errors than standard, the real engine running both', async () => {
    const stt = new PocketsphinxSpeechToText();
    expect(stt.available()).toBe(true);
    const script = SCRIPT.split(' ');
    for (const seed of [7, 42]) {
      const recording = await noisySpeech(join(dir, `noisy-${seed}.wav`), seed);
      const standard = await stt.transcribe(recording, { mode: 'standard' });
      const advanced = await stt.transcribe(recording, { mode: 'advanced' });
      const errors = (words: { text: string }[]) =>
        wordErrorRate(
          script,
          words.map((w) => w.text),
        );
      expect(advanced.words.length, `seed ${seed}`).toBeGreaterThan(0);
      expect(errors(advanced.words), `seed ${seed}`).toBeLessThan(errors(standard.words));
    }
    // Four recognitions of ten seconds each, on a machine that may be busy.
  }, 240_000);
});
