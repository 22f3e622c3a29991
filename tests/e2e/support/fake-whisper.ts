import { createServer, type Server } from 'node:http';

/** One transcription request as the fake received it. */
export interface WhisperRequest {
  path: string;
  /** The `language` field; null when the request named none (the server's default). */
  language: string | null;
  model: string | null;
  responseFormat: string | null;
  /** The uploaded audio's size in bytes (0 when no file came). */
  fileBytes: number;
}

/** A word of the fake's answer: what it "heard" and when (seconds). */
export interface WhisperWord {
  word: string;
  start: number;
  end: number;
}

export interface FakeWhisper {
  server: Server;
  /** Its base address, as WHISPER_API_URL (`…/v1`). */
  url: string;
  /** Every transcription request so far, oldest first. */
  requests: WhisperRequest[];
  close(): Promise<void>;
}

/**
 * A loopback stand-in for an OpenAI-compatible transcription server: `POST /v1/audio/transcriptions` (multipart, as
 * the server's openai-compatible adapter sends it) is recorded and answered as verbose_json with `words` and their
 * timings, whatever the audio says. Anything else is a 404, so a wrong address shows as a failed transcription.
 */
export function startFakeWhisper(words: readonly WhisperWord[]): Promise<FakeWhisper> {
  const requests: WhisperRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return void res.writeHead(404).end();
      // The runtime's own multipart reader, so the fields are read as any server would read them.
      const body = new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } });
      body
        .formData()
        .then((form) => {
          const file = form.get('file');
          const field = (name: string) => {
            const value = form.get(name);
            return typeof value === 'string' ? value : null;
          };
          requests.push({
            path: req.url ?? '',
            language: field('language'),
            model: field('model'),
            responseFormat: field('response_format'),
            fileBytes: file instanceof Blob ? file.size : 0,
          });
          const end = words.at(-1)?.end ?? 0;
          const answer = {
            task: 'transcribe',
            duration: end,
            text: words.map((w) => w.word).join(' '),
            words,
            segments: [{ start: words[0]?.start ?? 0, end, text: words.map((w) => w.word).join(' ') }],
          };
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
        })
        .catch((error: unknown) => res.writeHead(400).end(String(error)));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system hands out a free one, which the spec then gives its own server.
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({
        server,
        url: `http://127.0.0.1:${port}/v1`,
        requests,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
