import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Vector length of the fake model. */
export const FAKE_EMBEDDING_DIMENSIONS = 512;

/** Words the fake model takes as one meaning, so a search by one finds the other. */
const SYNONYMS: Record<string, string> = {
  ship: 'boat',
  vessel: 'boat',
  sailboat: 'boat',
  ocean: 'sea',
  voyage: 'journey',
  trip: 'journey',
  grandmother: 'grandma',
  granny: 'grandma',
};

const STOP_WORDS = new Set(['the', 'a', 'an', 'of', 'on', 'in', 'and', 'to', 'we', 'my', 'at', 'is', 'was', 'it']);

/**
 * The fake model: a hashed bag of words, each word folded to its meaning first. Texts sharing a meaning share
 * dimensions; unrelated texts land (nearly) orthogonal. Deterministic, so tests can say what is near what.
 */
export function fakeEmbedding(text: string): number[] {
  const vector = new Array<number>(FAKE_EMBEDDING_DIMENSIONS).fill(0);
  for (const raw of text.toLowerCase().split(/[^a-z]+/)) {
    if (!raw || STOP_WORDS.has(raw)) continue;
    const word = SYNONYMS[raw] ?? raw;
    const slot = createHash('md5').update(word).digest().readUInt32BE(0) % FAKE_EMBEDDING_DIMENSIONS;
    vector[slot] = (vector[slot] ?? 0) + 1;
  }
  return vector;
}

export interface FakeEmbeddingsServer {
  /** The API base (`http://127.0.0.1:port/v1`), as `EMBEDDINGS_API_URL` takes it. */
  url: string;
  /** Every request's inputs, in order. */
  requests: { model: string; input: string[]; authorization: string | undefined }[];
  /** While true every request answers 503 (the server is down). */
  failing: boolean;
  close(): Promise<void>;
}

/** An OpenAI-compatible `/v1/embeddings` on loopback answering with the fake model. */
export async function startFakeEmbeddingsServer(): Promise<FakeEmbeddingsServer> {
  const state: FakeEmbeddingsServer = { url: '', requests: [], failing: false, close: async () => {} };
  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      const reply = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      if (request.method !== 'POST' || request.url !== '/v1/embeddings') return reply(404, { error: { message: 'not found' } });
      const body = JSON.parse(text) as { model: string; input: string | string[] };
      const input = Array.isArray(body.input) ? body.input : [body.input];
      state.requests.push({ model: body.model, input, authorization: request.headers.authorization });
      if (state.failing) return reply(503, { error: { message: 'the model is loading' } });
      reply(200, {
        object: 'list',
        model: body.model,
        data: input.map((t, index) => ({ object: 'embedding', index, embedding: fakeEmbedding(t) })),
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
