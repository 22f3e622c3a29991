import { writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Recognition, SpeechToText, TranscribeOptions } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../testing/media-fixtures.js';
import { DeepgramSpeechToText } from './deepgram.js';
import { OpenAiCompatibleSpeechToText, transcriptionsEndpoint } from './openai-compatible.js';
import { recognitionOf } from './paragraphs.js';
import { transcribeTracks } from './per-track.js';
import { speechToTextFrom } from './speech-to-text.factory.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/** A stand-in for the services on loopback: records each request and answers with a reply of the real shape. */
async function fakeService(
  reply: (seen: Seen) => { status: number; json: unknown },
): Promise<{ server: Server; url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const server = createServer(async (req, res) => {
    const parts: Buffer[] = [];
    for await (const chunk of req) parts.push(chunk as Buffer);
    const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(parts) };
    seen.push(request);
    const { status, json } = reply(request);
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

const DEEPGRAM_ANSWER = {
  metadata: { request_id: 'r1', duration: 4.2, channels: 1 },
  results: {
    channels: [
      {
        alternatives: [
          {
            transcript: 'Hello there. Hi.',
            confidence: 0.98,
            words: [
              { word: 'hello', start: 0.1, end: 0.5, confidence: 0.99, speaker: 0, punctuated_word: 'Hello' },
              { word: 'there', start: 0.5, end: 0.9, confidence: 0.97, speaker: 0, punctuated_word: 'there.' },
              { word: 'hi', start: 1.2, end: 1.5, confidence: 0.95, speaker: 1, punctuated_word: 'Hi.' },
            ],
          },
        ],
      },
    ],
  },
};

const WHISPER_ANSWER = {
  task: 'transcribe',
  language: 'english',
  duration: 5,
  text: 'We moved here in 1962.',
  segments: [{ id: 0, start: 0, end: 2.4, text: ' We moved here in 1962.' }],
  words: [
    { word: 'We', start: 0, end: 0.3 },
    { word: 'moved', start: 0.3, end: 0.7 },
    { word: 'here', start: 0.7, end: 1 },
    { word: 'in', start: 1, end: 1.2 },
    { word: '1962.', start: 1.2, end: 2.4 },
  ],
};

describe('speech services over HTTP', () => {
  let dir: string;
  let cleanup: () => Promise<void>;
  let audio: string;
  const audioBytes = Buffer.from('RIFF....WAVEfmt fake audio bytes');
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir());
    audio = join(dir, 'speech.wav');
    await writeFile(audio, audioBytes);
  });
  afterAll(() => cleanup());

  it('sends Deepgram the audio with diarisation, keywords and the filler setting, and reads speakers back', async () => {
    const fake = await fakeService(() => ({ status: 200, json: DEEPGRAM_ANSWER }));
    try {
      const stt = new DeepgramSpeechToText({ apiKey: 'dg-key', baseUrl: fake.url });
      const result = await stt.transcribe(audio, { language: 'en-US', vocabulary: ['Ojibwe', ' Gitchi Gami '], fillerWords: true });
      const [request] = fake.seen;
      expect(request?.method).toBe('POST');
      expect(request?.headers.authorization).toBe('Token dg-key');
      expect(request?.headers['content-type']).toBe('audio/wav');
      expect(request?.body).toEqual(audioBytes);
      const query = new URL(request?.url ?? '', fake.url).searchParams;
      expect(new URL(request?.url ?? '', fake.url).pathname).toBe('/v1/listen');
      expect(query.get('diarize')).toBe('true');
      expect(query.get('language')).toBe('en-US');
      expect(query.get('filler_words')).toBe('true');
      expect(query.getAll('keywords')).toEqual(['Ojibwe:2', 'Gitchi Gami:2']);
      expect(result.words.map((w) => w.text)).toEqual(['Hello', 'there.', 'Hi.']);
      expect(result.paragraphs.map((p) => [p.speaker, p.words.length])).toEqual([
        ['Speaker 1', 2],
        ['Speaker 2', 1],
      ]);
    } finally {
      fake.server.close();
    }
  });

  it('reports a service error with its status', async () => {
    const fake = await fakeService(() => ({ status: 401, json: { err_code: 'INVALID_AUTH' } }));
    try {
      await expect(new DeepgramSpeechToText({ apiKey: 'bad', baseUrl: fake.url }).transcribe(audio)).rejects.toMatchObject({ status: 401 });
    } finally {
      fake.server.close();
    }
  });

  it('asks an OpenAI-compatible server for verbose_json with word timestamps', async () => {
    const fake = await fakeService(() => ({ status: 200, json: WHISPER_ANSWER }));
    try {
      const stt = new OpenAiCompatibleSpeechToText({ url: `${fake.url}/v1`, apiKey: 'sk-local', model: 'large-v3' });
      const result = await stt.transcribe(audio, { language: 'en-US', vocabulary: ['Dakota'], speakerLabel: 'Interviewee' });
      const [request] = fake.seen;
      expect(request?.url).toBe('/v1/audio/transcriptions');
      expect(request?.headers.authorization).toBe('Bearer sk-local');
      const form = await new Response(request?.body, { headers: { 'content-type': String(request?.headers['content-type']) } }).formData();
      expect(form.get('model')).toBe('large-v3');
      expect(form.get('response_format')).toBe('verbose_json');
      expect(form.getAll('timestamp_granularities[]')).toContain('word');
      expect(form.get('language')).toBe('en');
      expect(form.get('prompt')).toBe('Dakota');
      expect(Buffer.from(await (form.get('file') as Blob).arrayBuffer())).toEqual(audioBytes);
      expect(result.words.map((w) => [w.text, w.start, w.end])).toEqual(WHISPER_ANSWER.words.map((w) => [w.word, w.start, w.end]));
      expect(result.paragraphs[0]?.speaker).toBe('Interviewee');
    } finally {
      fake.server.close();
    }
  });

  it('finds the endpoint from any form of WHISPER_API_URL and picks the service from the environment', () => {
    expect(transcriptionsEndpoint('http://h:8000')).toBe('http://h:8000/v1/audio/transcriptions');
    expect(transcriptionsEndpoint('http://h:8000/v1/')).toBe('http://h:8000/v1/audio/transcriptions');
    expect(transcriptionsEndpoint('http://h/v1/audio/transcriptions')).toBe('http://h/v1/audio/transcriptions');
    expect(speechToTextFrom({}).name).toBe('pocketsphinx');
    expect(speechToTextFrom({ WHISPER_API_URL: 'http://h' }).name).toBe('openai-compatible');
    expect(speechToTextFrom({ WHISPER_API_URL: 'http://h', DEEPGRAM_API_KEY: 'k' }).name).toBe('deepgram');
  });
});

describe('per-participant tracks', () => {
  it('merges each track on the shared time line with its participant as the speaker', async () => {
    const said: Record<string, Array<[string, number, number]>> = {
      'host.webm': [
        ['so', 0.2, 0.4],
        ['where', 0.5, 0.8],
        ['next', 6, 6.3],
      ],
      'guest.webm': [
        ['in', 0.1, 0.3],
        ['ohio', 0.4, 0.9],
      ],
    };
    const stt: SpeechToText = {
      name: 'scripted',
      async transcribe(path: string, options?: TranscribeOptions): Promise<Recognition> {
        const words = (said[path] ?? []).map(([text, start, end]) => ({ text, start, end }));
        return recognitionOf(words, options);
      },
    };
    const result = await transcribeTracks(stt, [
      { path: 'host.webm', speaker: 'Host', offset: 0 },
      { path: 'guest.webm', speaker: 'Grandma Rose', offset: 1.5 },
    ]);
    expect(result.paragraphs.map((p) => [p.speaker, p.words.map((w) => w.text).join(' ')])).toEqual([
      ['Host', 'so where'],
      ['Grandma Rose', 'in ohio'],
      ['Host', 'next'],
    ]);
    expect(result.paragraphs[1]?.start).toBeCloseTo(1.6);
  });
});
