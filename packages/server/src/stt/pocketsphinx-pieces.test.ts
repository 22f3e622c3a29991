import { chmod, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegMediaProcessor } from '../media/ffmpeg-media-processor.js';
import { ProcessError } from '../media/run-process.js';
import { scratchDir, speech } from '../testing/media-fixtures.js';
import { wordErrorRate } from '../testing/word-error-rate.js';
import { PocketsphinxSpeechToText } from './pocketsphinx.js';
import { wavPieces } from './wav-pieces.js';

// About 80 s of flite speech: long enough to be decoded in two pieces. The name comes late, in the second piece.
const TEXT = [
  'my grandmother was born on a farm near the river in the spring',
  'she walked three miles to school every morning and helped with the cows after dark',
  'when the flood came the whole family moved to the city',
  'her father found work at the mill and her mother took in washing',
  'we still have the photographs she kept in a tin box under the stairs',
  'there were four rooms and a kitchen with a big black stove',
  'they met at a dance in the church hall one summer evening',
  'my father played the fiddle and everybody came to listen',
  'i worked at the bakery on main street before the sun came up',
  'the owner gave us bread to take home at the end of the week',
  'we used to swim in the lake and ride our bicycles to the station',
  'the winters were long and the snow came up to the windows',
  'there was no work after the factory closed its doors',
  'i took the train to the coast with one suitcase and a letter',
  'i went to see my neighbour marzanek about the old farm',
  'we wrote letters every month for many years',
  'the neighbours helped each other when times were hard',
  'it was raining and the doctor came on a horse from the next village',
  'my husband built the table we still eat at today',
  'the market on saturday was the best day of the week',
  'work hard and be kind and never forget where you come from',
];

describe('pocketsphinx on a long recording, in pieces side by side', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let recording: string;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-pieces-'));
    recording = await speech(TEXT.map((s) => `${s}.`).join(' '), join(dir, 'long.wav'));
  });
  afterAll(() => cleanup());

  it('hears as well as one process, with word times in order, inside the recording, and the vocabulary found', async () => {
    const duration = (await new FfmpegMediaProcessor().probe(recording)).duration;
    expect(duration).toBeGreaterThan(60);
    // flite writes 16 kHz mono PCM already: these are the pieces the recogniser is given.
    const pieces = await wavPieces(recording, dir, 2);
    expect(pieces).toHaveLength(2);
    const single = await new PocketsphinxSpeechToText({ parallelism: 1 }).transcribe(recording, { vocabulary: ['Marzanek'] });
    const split = await new PocketsphinxSpeechToText({ parallelism: 2 }).transcribe(recording, { vocabulary: ['Marzanek'] });
    const spoken = TEXT.join(' ').split(' ');
    const errors = (words: { text: string }[]) =>
      wordErrorRate(
        spoken,
        words.map((w) => w.text.toLowerCase()),
      );
    console.log(
      `WER one process: ${(errors(single.words) * 100).toFixed(1)} %, two pieces (cut at ${pieces[1]?.offset.toFixed(2)} s): ${(errors(split.words) * 100).toFixed(1)} %`,
    );
    expect(split.words.length).toBeGreaterThan(spoken.length / 2);
    expect(errors(split.words)).toBeLessThanOrEqual(errors(single.words) + 0.03);
    let previousEnd = 0;
    for (const word of split.words) {
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end).toBeGreaterThan(word.start);
      expect(word.end).toBeLessThanOrEqual(duration);
      previousEnd = word.end;
    }
    // Words of the second piece carry its start: they begin after the cut, and the spotted name is among them.
    expect(split.words.filter((w) => w.start >= (pieces[1]?.offset ?? 0)).length).toBeGreaterThan(spoken.length / 4);
    const name = split.words.find((w) => w.text === 'Marzanek');
    expect(name?.start).toBeGreaterThan(pieces[1]?.offset ?? Number.POSITIVE_INFINITY);
    const singleName = single.words.find((w) => w.text === 'Marzanek');
    expect(Math.abs((name?.start ?? 0) - (singleName?.start ?? Number.NEGATIVE_INFINITY))).toBeLessThan(0.5);
  }, 300_000);

  describe('stopping', () => {
    /** A stand-in recogniser that notes its process id and waits, or with `failFirst` fails on the first piece once both run. */
    async function fakeRecogniser(name: string, failFirst: boolean): Promise<{ binary: string; pids: () => Promise<number[]> }> {
      const pids = join(dir, `${name}.pids`);
      await writeFile(pids, '');
      const binary = join(dir, `${name}.sh`);
      const fail = failFirst
        ? `case "$*" in *piece-0.wav*) while [ "$(wc -l < '${pids}')" -lt 2 ]; do sleep 0.05; done; echo broken >&2; exit 3;; esac`
        : '';
      await writeFile(binary, `#!/bin/sh\necho $$ >> '${pids}'\n${fail}\nexec sleep 300\n`);
      await chmod(binary, 0o755);
      const read = async () => (await readFile(pids, 'utf8')).split('\n').filter(Boolean).map(Number);
      return { binary, pids: read };
    }
    const running = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };

    it('kills every piece when the job is stopped', async () => {
      const fake = await fakeRecogniser('stopped', false);
      const stop = new AbortController();
      const transcription = new PocketsphinxSpeechToText({ binary: fake.binary, parallelism: 2 }).transcribe(recording, {
        signal: stop.signal,
      });
      let settled = false;
      const outcome = transcription.then(
        () => undefined,
        (error: unknown) => error,
      );
      void outcome.then(() => {
        settled = true;
      });
      // Waits for both recognisers to be running (a condition, not a time), then stops the job.
      while (!settled && (await fake.pids()).length < 2) await new Promise((resolve) => setTimeout(resolve, 50));
      stop.abort();
      const error = await outcome;
      expect(error).toBeInstanceOf(ProcessError);
      expect((error as ProcessError).aborted).toBe(true);
      const pids = await fake.pids();
      expect(pids).toHaveLength(2);
      expect(pids.filter(running)).toEqual([]);
    }, 120_000);

    it('kills the other pieces when one fails, and reports the failure', async () => {
      const fake = await fakeRecogniser('failing', true);
      const error = await new PocketsphinxSpeechToText({ binary: fake.binary, parallelism: 2 }).transcribe(recording).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ProcessError);
      expect((error as ProcessError).exitCode).toBe(3);
      expect((error as ProcessError).stderr).toContain('broken');
      const pids = await fake.pids();
      expect(pids).toHaveLength(2);
      expect(pids.filter(running)).toEqual([]);
    }, 120_000);
  });
});
