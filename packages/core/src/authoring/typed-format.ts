import type { TypedTranscriptFormat } from './import-typed-transcript.js';

const SRT_TIMING = /^\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}\s*-->\s*\d{1,2}:\d{2}:\d{2}[,.]\d{1,3}/m;

/**
 * The kind of a typed transcript: by the file's extension when it names one, else by its content (a `WEBVTT`
 * header, then SRT-style timings), else plain text.
 */
export function typedTranscriptFormat(text: string, fileName?: string): TypedTranscriptFormat {
  const extension = fileName?.toLowerCase().match(/\.([a-z]+)$/)?.[1];
  if (extension === 'vtt') return 'vtt';
  if (extension === 'srt') return 'srt';
  if (extension === 'txt') return 'text';
  const body = text.replace(/^\uFEFF/, '');
  if (/^WEBVTT(?:[ \t]|$)/m.test(body.trimStart().split('\n', 1)[0] ?? '')) return 'vtt';
  return SRT_TIMING.test(body) ? 'srt' : 'text';
}
