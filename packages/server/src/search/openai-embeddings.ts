import { z } from 'zod';
import type { Embeddings } from '../ports/embeddings.port.js';

export interface EmbeddingsSettings {
  /** The API's base address; requests go to `{url}/embeddings` (as `…/v1/embeddings` for `…/v1`). */
  url: string;
  apiKey: string | undefined;
  model: string;
  /** Asked of models that can shorten their vectors; otherwise the model's own length is used. */
  dimensions: number | undefined;
  /** Texts per request. */
  batchSize: number;
  /** Below this cosine similarity a chunk is not counted as meaning the same as the query. */
  minSimilarity: number;
  fetch?: typeof fetch;
}

/** Requests to the embeddings server are tried this many times when it is busy, down or unreachable. */
export const EMBEDDINGS_ATTEMPTS = 3;

/** One request of the embedding job gives up after this long (a stuck server must not hold the job). */
export const EMBEDDINGS_TIMEOUT_MS = 30_000;

/**
 * A search's query is embedded once, within this long: past it the search answers by words rather than keep the
 * person waiting.
 */
export const QUERY_EMBEDDING_TIMEOUT_MS = 5_000;

const AnswerSchema = z.object({
  data: z.array(z.object({ index: z.number().int().nonnegative().optional(), embedding: z.array(z.number()).min(1) })),
});

/** A status that may pass when asked again: rate limited, timed out, or the server's own failure. */
const retryable = (status: number) => status === 408 || status === 429 || status >= 500;

const pause = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/**
 * An OpenAI-compatible embeddings client (`POST {url}/embeddings` with model and input): OpenAI, Azure-style gateways,
 * Ollama, llama.cpp, vLLM, LocalAI and the like. Texts go in batches; a busy or failing server is asked again with a
 * growing pause, and what still fails is thrown with the server's answer so the caller can log it.
 */
export class OpenAiEmbeddings implements Embeddings {
  readonly model: string;
  private readonly endpoint: string;
  private readonly fetch: typeof fetch;

  private readonly attempts: number;
  private readonly timeoutMs: number;
  private readonly retryPauseMs: number;

  constructor(
    private readonly settings: EmbeddingsSettings,
    options: { attempts?: number; timeoutMs?: number; retryPauseMs?: number } = {},
  ) {
    this.attempts = options.attempts ?? EMBEDDINGS_ATTEMPTS;
    this.timeoutMs = options.timeoutMs ?? EMBEDDINGS_TIMEOUT_MS;
    this.retryPauseMs = options.retryPauseMs ?? 500;
    this.model = settings.model;
    this.endpoint = `${settings.url.replace(/\/+$/, '')}/embeddings`;
    this.fetch = settings.fetch ?? fetch;
  }

  async embed(texts: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const vectors: number[][] = [];
    for (let at = 0; at < texts.length; at += this.settings.batchSize) {
      vectors.push(...(await this.batch(texts.slice(at, at + this.settings.batchSize), signal)));
    }
    const length = vectors[0]?.length;
    if (vectors.some((v) => v.length !== length)) throw new Error('The embeddings server answered vectors of different lengths');
    return vectors;
  }

  private async batch(input: readonly string[], signal?: AbortSignal): Promise<number[][]> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    const body = JSON.stringify({
      model: this.model,
      input,
      encoding_format: 'float',
      ...(this.settings.dimensions ? { dimensions: this.settings.dimensions } : {}),
    });
    let failure = '';
    for (let attempt = 1; attempt <= this.attempts; attempt++) {
      if (attempt > 1) await pause(this.retryPauseMs * 2 ** (attempt - 2), signal);
      const timeout = AbortSignal.timeout(this.timeoutMs);
      let response: Response;
      try {
        response = await this.fetch(this.endpoint, {
          method: 'POST',
          headers,
          body,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (error) {
        if (signal?.aborted) throw error;
        failure = `could not be reached (${error instanceof Error ? error.message : String(error)})`;
        continue;
      }
      if (!response.ok) {
        failure = `answered ${response.status}: ${(await response.text()).slice(0, 300)}`;
        if (retryable(response.status)) continue;
        break;
      }
      const parsed = AnswerSchema.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success || parsed.data.data.length !== input.length) {
        failure = `answered without one embedding per input`;
        break;
      }
      return [...parsed.data.data]
        .map((item, i) => ({ at: item.index ?? i, vector: item.embedding }))
        .sort((a, b) => a.at - b.at)
        .map((item) => item.vector);
    }
    throw new Error(`The embeddings server at ${this.endpoint} ${failure}`);
  }
}

/** The vector scaled to length 1, so a dot product is the cosine similarity (a zero vector stays zero). */
export function normalised(vector: readonly number[]): number[] {
  const length = Math.sqrt(vector.reduce((sum, x) => sum + x * x, 0));
  return length === 0 ? vector.map(() => 0) : vector.map((x) => x / length);
}
