import { openAsBlob } from 'node:fs';
import { basename } from 'node:path';
import type { RecognisedWord, Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { recognitionOf } from './paragraphs.js';
import { SpeechServiceError } from './speech-service-error.js';

export interface OpenAiCompatibleOptions {
  /** WHISPER_API_URL: a server's base (`http://host:8000`, `…/v1`) or its full transcriptions endpoint. */
  url: string;
  apiKey?: string;
  model?: string;
}

interface VerboseJson {
  words?: Array<{ word: string; start: number; end: number; probability?: number }>;
  segments?: Array<{ start: number; end: number; text: string }>;
}

/** The transcriptions endpoint for a configured base URL. */
export function transcriptionsEndpoint(url: string): string {
  const trimmed = url.replace(/\/+$/, '');
  if (trimmed.endsWith('/audio/transcriptions')) return trimmed;
  return trimmed.endsWith('/v1') ? `${trimmed}/audio/transcriptions` : `${trimmed}/v1/audio/transcriptions`;
}

/** Words of a verbose_json answer; segments without word timings are spread evenly over the segment. */
export function verboseJsonWords(answer: VerboseJson): RecognisedWord[] {
  if (answer.words && answer.words.length > 0) {
    return answer.words
      .map((w) => {
        const word: RecognisedWord = { text: w.word.trim(), start: w.start, end: w.end };
        if (w.probability !== undefined) word.confidence = w.probability;
        return word;
      })
      .filter((w) => w.text.length > 0);
  }
  return (answer.segments ?? []).flatMap((segment) => {
    const texts = segment.text.trim().split(/\s+/).filter(Boolean);
    const step = (segment.end - segment.start) / Math.max(1, texts.length);
    return texts.map((text, i) => ({ text, start: segment.start + i * step, end: segment.start + (i + 1) * step }));
  });
}

/** Any OpenAI-compatible transcription server (WHISPER_API_URL), asked for verbose_json with word timestamps. */
export class OpenAiCompatibleSpeechToText implements SpeechToText {
  readonly name = 'openai-compatible';
  constructor(private readonly options: OpenAiCompatibleOptions) {}

  async transcribe(audioPath: string, options: TranscribeOptions = {}): Promise<Recognition> {
    const form = new FormData();
    // openAsBlob reads the file lazily while the request is sent.
    form.append('file', await openAsBlob(audioPath), basename(audioPath));
    form.append('model', this.options.model ?? 'whisper-1');
    form.append('response_format', 'verbose_json');
    form.append('timestamp_granularities[]', 'word');
    form.append('timestamp_granularities[]', 'segment');
    if (options.language) form.append('language', options.language.split('-')[0] ?? options.language);
    // Whisper has no keyword list; a prompt naming the terms steers it towards their spelling.
    if (options.vocabulary?.length) form.append('prompt', options.vocabulary.join(', '));
    const headers: Record<string, string> = {};
    if (this.options.apiKey) headers.authorization = `Bearer ${this.options.apiKey}`;
    const response = await fetch(transcriptionsEndpoint(this.options.url), {
      method: 'POST',
      headers,
      body: form,
      signal: (options.signal as AbortSignal | undefined) ?? null,
    });
    if (!response.ok) throw new SpeechServiceError(this.name, response.status, await response.text());
    return recognitionOf(verboseJsonWords((await response.json()) as VerboseJson), options);
  }
}
