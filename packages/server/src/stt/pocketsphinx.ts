import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecognisedWord, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { speechWav } from '../media/renditions.js';
import { runProcess } from '../media/run-process.js';
import { recognitionOf } from './paragraphs.js';
import { mergeSpotted, parseSpotted, type VocabularyPass, vocabularyPass } from './pocketsphinx-vocabulary.js';
import { wavPieces } from './wav-pieces.js';

export interface PocketsphinxOptions {
  binary?: string;
  /** Folder holding the acoustic model folder `en-us`, `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir?: string;
  /** flite, which gives pronunciations to vocabulary words the dictionary lacks. */
  flite?: string;
  /** Recognisers run at once on a recording over a minute long; one a core up to four unless given. */
  parallelism?: number;
}

const WORD_LINE = /^(\S+) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)$/;

/**
 * Reads pocketsphinx_continuous's `-time yes` output: one "word start end confidence" line per
 * segment. Sentence marks, silences, noises and pronunciation-variant suffixes ("read(2)") are dropped.
 */
export function parsePocketsphinx(output: string): RecognisedWord[] {
  const words: RecognisedWord[] = [];
  for (const line of output.split('\n')) {
    const match = WORD_LINE.exec(line.trim());
    if (!match) continue;
    const [, token = '', start, end, confidence] = match;
    if (token.startsWith('<') || token.startsWith('[') || token.startsWith('+') || token === '(NULL)') continue;
    const text = token.replace(/\(\d+\)$/, '');
    if (text.length === 0) continue;
    words.push({ text, start: Number(start), end: Number(end), confidence: Number(confidence) });
  }
  return words;
}

/**
 * How widely the recogniser searches. Standard skips the second (flat-lexicon) pass and caps active HMMs per frame,
 * which cut the time by about a third with the same words on clean test speech. Advanced widens every beam, allows
 * ten times the active HMMs and runs both later passes (flat lexicon, then best path through the word lattice): about
 * twice the time, and fewer errors where the speech is hard to hear (pocketsphinx.test.ts measures both on noisy speech).
 */
export function pocketsphinxSearchArgs(mode: TranscribeOptions['mode']): string[] {
  if (mode === 'advanced') {
    return ['-fwdflat', 'yes', '-bestpath', 'yes', '-maxhmmpf', '30000', '-beam', '1e-60', '-wbeam', '1e-48', '-pbeam', '1e-60'];
  }
  return ['-fwdflat', 'no', '-maxhmmpf', '3000'];
}

/** A failed vocabulary pass costs the names, not the transcript: the words heard stand alone, unless the job was stopped. */
const keepHeard =
  <T>(signal: AbortSignal | undefined, none: T) =>
  (error: unknown): T => {
    if (signal?.aborted) throw error;
    return none;
  };

/** Recognisers run at once on a long recording: one a core, up to four (each holds the model in memory). */
const defaultParallelism = () => Math.min(availableParallelism(), 4);

/** Offline English speech-to-text with Debian's pocketsphinx; the default when no service is configured. */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = 'pocketsphinx';
  private readonly binary: string;
  private readonly modelDir: string;
  private readonly flite: string;
  private readonly parallelism: number;

  constructor(options: PocketsphinxOptions = {}) {
    this.binary = options.binary ?? '/usr/bin/pocketsphinx_continuous';
    this.modelDir = options.modelDir ?? '/usr/share/pocketsphinx/model/en-us';
    this.flite = options.flite ?? '/usr/bin/flite';
    this.parallelism = options.parallelism ?? defaultParallelism();
  }

  /** Whether the program and the English model are installed. */
  available(): boolean {
    return existsSync(this.binary) && existsSync(join(this.modelDir, 'en-us'));
  }

  /**
   * A recording over a minute long is cut at quiet points into pieces (stt/wav-pieces.ts) that recognisers decode side
   * by side, each piece's words shifted by its start. The vocabulary's keyword spotting runs beside each piece's
   * recognition, over the same piece. When one piece fails, or the job is stopped, every process still running is killed.
   */
  async transcribe(audioPath: string, options: TranscribeOptions = {}): Promise<Recognition> {
    const signal = options.signal as AbortSignal | undefined;
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-stt-'));
    const stop = new AbortController();
    const stopAll = () => stop.abort(signal?.reason);
    signal?.addEventListener('abort', stopAll, { once: true });
    try {
      // pocketsphinx reads 16 kHz mono 16-bit PCM only; convert whatever arrived, while the vocabulary is prepared.
      const wav = join(dir, 'speech.wav');
      const [, pass] = await Promise.all([
        speechWav(audioPath, wav, signal),
        options.vocabulary?.length ? this.vocabularyPassOf(options.vocabulary, dir).catch(keepHeard(signal, undefined)) : undefined,
      ]);
      const pieces = await wavPieces(wav, dir, this.parallelism);
      const words = await allOrStop(
        pieces.map(async ({ path, offset }) => {
          const [heard, spotted] = await Promise.all([
            this.recognise(path, options.mode, stop.signal),
            pass ? this.spot(path, pass, stop.signal).catch(keepHeard(stop.signal, [])) : [],
          ]);
          return mergeSpotted(heard, spotted).map((word) => ({ ...word, start: word.start + offset, end: word.end + offset }));
        }),
        stop,
      );
      return recognitionOf(words.flat(), options);
    } finally {
      signal?.removeEventListener('abort', stopAll);
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The words the language model hears in one WAV, times from its start. */
  private async recognise(wav: string, mode: TranscribeOptions['mode'], signal: AbortSignal): Promise<RecognisedWord[]> {
    const { stdout } = await runProcess(
      this.binary,
      [
        ...this.fileArgs(wav),
        ...pocketsphinxSearchArgs(mode),
        '-lm',
        join(this.modelDir, 'en-us.lm.bin'),
        '-dict',
        join(this.modelDir, 'cmudict-en-us.dict'),
      ],
      { signal },
    );
    return parsePocketsphinx(stdout.toString('utf8'));
  }

  /** The keyword-spotting pass for the organization's vocabulary (see `vocabularyPass`), written into `dir`. */
  private vocabularyPassOf(vocabulary: string[], dir: string) {
    return vocabularyPass(vocabulary, dir, { dictionary: join(this.modelDir, 'cmudict-en-us.dict'), flite: this.flite });
  }

  /** The organization's vocabulary found in one WAV by the keyword-spotting pass. */
  private async spot(wav: string, pass: VocabularyPass, signal: AbortSignal): Promise<RecognisedWord[]> {
    const { stdout } = await runProcess(this.binary, [...this.fileArgs(wav), ...pass.args], { signal });
    return parseSpotted(stdout.toString('utf8'), pass.phrases);
  }

  /** Times relative to the file's start (silence kept), nothing logged, the English acoustic model. */
  private fileArgs(wav: string): string[] {
    return ['-infile', wav, '-time', 'yes', '-remove_silence', 'no', '-logfn', '/dev/null', '-hmm', join(this.modelDir, 'en-us')];
  }
}

/**
 * Every task's result, in order. The first failure stops the rest (`stop` kills their processes) and is thrown once all
 * have ended, so the scratch folder is removed only after every process let go of it.
 */
async function allOrStop<T>(tasks: Promise<T>[], stop: AbortController): Promise<T[]> {
  let failure: { error: unknown } | undefined;
  const settled = await Promise.allSettled(
    tasks.map((task) =>
      task.catch((error: unknown) => {
        failure ??= { error };
        stop.abort();
        throw error;
      }),
    ),
  );
  if (failure) throw failure.error;
  return settled.map((result) => (result as PromiseFulfilledResult<T>).value);
}
