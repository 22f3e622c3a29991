import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { RecognisedWord, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { recognitionOf } from './paragraphs.js';
import { SpeechServiceError } from './speech-service-error.js';

export interface DeepgramOptions {
  apiKey: string;
  /** The API's base; a test points it at a local fake. */
  baseUrl?: string;
  model?: string;
}

interface DeepgramWord {
  word: string;
  punctuated_word?: string;
  start: number;
  end: number;
  confidence?: number;
  speaker?: number;
}

interface DeepgramResponse {
  results?: { channels?: Array<{ alternatives?: Array<{ words?: DeepgramWord[] }> }> };
}

/** The query Deepgram's pre-recorded API takes for these options. */
export function deepgramQuery(options: TranscribeOptions, model: string): URLSearchParams {
  const query = new URLSearchParams({ model, smart_format: 'true', punctuate: 'true', diarize: 'true' });
  query.set('language', options.language ?? 'en');
  query.set('filler_words', options.fillerWords ? 'true' : 'false');
  for (const term of options.vocabulary ?? []) if (term.trim()) query.append('keywords', `${term.trim()}:2`);
  return query;
}

/** Words of a Deepgram answer; diarised speakers become "Speaker 1", "Speaker 2"… */
export function deepgramWords(response: DeepgramResponse): RecognisedWord[] {
  const words = response.results?.channels?.[0]?.alternatives?.[0]?.words ?? [];
  return words.map((w) => {
    const word: RecognisedWord = { text: w.punctuated_word ?? w.word, start: w.start, end: w.end };
    if (w.confidence !== undefined) word.confidence = w.confidence;
    if (w.speaker !== undefined) word.speaker = `Speaker ${w.speaker + 1}`;
    return word;
  });
}

/** Deepgram's pre-recorded transcription (DEEPGRAM_API_KEY): diarisation, vocabulary as keywords, filler words. */
export class DeepgramSpeechToText implements SpeechToText {
  readonly name = 'deepgram';
  readonly separatesSpeakers = true;
  constructor(private readonly options: DeepgramOptions) {}

  async transcribe(audioPath: string, options: TranscribeOptions = {}): Promise<Recognition> {
    const base = (this.options.baseUrl ?? 'https://api.deepgram.com').replace(/\/+$/, '');
    const url = `${base}/v1/listen?${deepgramQuery(options, this.options.model ?? 'nova-2')}`;
    const { size } = await stat(audioPath);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Token ${this.options.apiKey}`, 'content-type': 'audio/wav', 'content-length': String(size) },
      // The audio streams from disk; an hour-long interview is never read into memory.
      body: Readable.toWeb(createReadStream(audioPath)) as ReadableStream,
      duplex: 'half',
      signal: (options.signal as AbortSignal | undefined) ?? null,
    } as RequestInit);
    if (!response.ok) throw new SpeechServiceError('deepgram', response.status, await response.text());
    const words = deepgramWords((await response.json()) as DeepgramResponse);
    // Deepgram already left fillers out unless asked, so keep what it returned.
    return recognitionOf(words, { fillerWords: true, ...(options.speakerLabel ? { speakerLabel: options.speakerLabel } : {}) });
  }
}
