import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RecognisedWord, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { speechWav } from '../media/renditions.js';
import { runProcess } from '../media/run-process.js';
import { recognitionOf } from './paragraphs.js';
import { mergeSpotted, parseSpotted, vocabularyPass } from './pocketsphinx-vocabulary.js';

export interface PocketsphinxOptions {
  binary?: string;
  /** Folder holding the acoustic model folder `en-us`, `en-us.lm.bin` and `cmudict-en-us.dict`. */
  modelDir?: string;
  /** flite, which gives pronunciations to vocabulary words the dictionary lacks. */
  flite?: string;
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
const keepHeard = (signal: AbortSignal | undefined) => (error: unknown) => {
  if (signal?.aborted) throw error;
  return [];
};

/** Offline English speech-to-text with Debian's pocketsphinx; the default when no service is configured. */
export class PocketsphinxSpeechToText implements SpeechToText {
  readonly name = 'pocketsphinx';
  private readonly binary: string;
  private readonly modelDir: string;
  private readonly flite: string;

  constructor(options: PocketsphinxOptions = {}) {
    this.binary = options.binary ?? '/usr/bin/pocketsphinx_continuous';
    this.modelDir = options.modelDir ?? '/usr/share/pocketsphinx/model/en-us';
    this.flite = options.flite ?? '/usr/bin/flite';
  }

  /** Whether the program and the English model are installed. */
  available(): boolean {
    return existsSync(this.binary) && existsSync(join(this.modelDir, 'en-us'));
  }

  async transcribe(audioPath: string, options: TranscribeOptions = {}): Promise<Recognition> {
    const signal = options.signal as AbortSignal | undefined;
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-stt-'));
    try {
      // pocketsphinx reads 16 kHz mono 16-bit PCM only; convert whatever arrived.
      const wav = join(dir, 'speech.wav');
      await speechWav(audioPath, wav, signal);
      const { stdout } = await runProcess(
        this.binary,
        [
          '-infile',
          wav,
          '-time',
          'yes',
          '-remove_silence',
          'no',
          '-logfn',
          '/dev/null',
          ...pocketsphinxSearchArgs(options.mode),
          '-hmm',
          join(this.modelDir, 'en-us'),
          '-lm',
          join(this.modelDir, 'en-us.lm.bin'),
          '-dict',
          join(this.modelDir, 'cmudict-en-us.dict'),
        ],
        { signal },
      );
      const heard = parsePocketsphinx(stdout.toString('utf8'));
      const spotted = options.vocabulary?.length
        ? await this.spotVocabulary(wav, dir, options.vocabulary, signal).catch(keepHeard(signal))
        : [];
      return recognitionOf(mergeSpotted(heard, spotted), options);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** The organization's vocabulary found in the recording by a keyword-spotting pass (see `vocabularyPass`). */
  private async spotVocabulary(wav: string, dir: string, vocabulary: string[], signal: AbortSignal | undefined) {
    const pass = await vocabularyPass(vocabulary, dir, { dictionary: join(this.modelDir, 'cmudict-en-us.dict'), flite: this.flite });
    if (!pass) return [];
    const { stdout } = await runProcess(
      this.binary,
      ['-infile', wav, '-time', 'yes', '-remove_silence', 'no', '-logfn', '/dev/null', '-hmm', join(this.modelDir, 'en-us'), ...pass.args],
      { signal },
    );
    return parseSpotted(stdout.toString('utf8'), pass.phrases);
  }
}
