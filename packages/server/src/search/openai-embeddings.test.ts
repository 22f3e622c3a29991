import { describe, expect, it } from 'vitest';
import { normalised, OpenAiEmbeddings } from './openai-embeddings.js';

const settings = { url: 'http://embeddings.test/v1/', apiKey: 'k', model: 'm', dimensions: undefined, batchSize: 2, minSimilarity: 0.3 };

/** A fetch answering from a script of statuses, recording each request's inputs. */
function scripted(statuses: number[]) {
  const seen: { url: string; input: string[]; dimensions?: number }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { input: string[]; dimensions?: number };
    seen.push({ url: String(url), input: body.input, ...(body.dimensions ? { dimensions: body.dimensions } : {}) });
    const status = statuses.shift() ?? 200;
    if (status !== 200) return new Response('busy', { status });
    // Answered out of order on purpose: the client must put them back by index.
    const data = body.input.map((text, index) => ({ index, embedding: [text.length, index + 1] })).reverse();
    return new Response(JSON.stringify({ data }), { status: 200 });
  };
  return { seen, fetch: fetch as typeof globalThis.fetch };
}

describe('the OpenAI-compatible embeddings client', () => {
  it('sends texts in batches to {url}/embeddings and answers one vector per text in order', async () => {
    const { seen, fetch } = scripted([]);
    const vectors = await new OpenAiEmbeddings({ ...settings, fetch, dimensions: 2 }).embed(['a', 'bb', 'ccc']);
    expect(vectors).toEqual([
      [1, 1],
      [2, 2],
      [3, 1],
    ]);
    expect(seen).toEqual([
      { url: 'http://embeddings.test/v1/embeddings', input: ['a', 'bb'], dimensions: 2 },
      { url: 'http://embeddings.test/v1/embeddings', input: ['ccc'], dimensions: 2 },
    ]);
  });

  it('asks again when the server is busy or failing, and gives up on a refusal at once', async () => {
    const busy = scripted([429, 503]);
    expect(await new OpenAiEmbeddings({ ...settings, fetch: busy.fetch }, { retryPauseMs: 1 }).embed(['a'])).toEqual([[1, 1]]);
    expect(busy.seen).toHaveLength(3);
    const down = scripted([503, 503, 503]);
    await expect(new OpenAiEmbeddings({ ...settings, fetch: down.fetch }, { retryPauseMs: 1 }).embed(['a'])).rejects.toThrow(
      'The embeddings server at http://embeddings.test/v1/embeddings answered 503: busy',
    );
    const refused = scripted([400]);
    await expect(new OpenAiEmbeddings({ ...settings, fetch: refused.fetch }, { retryPauseMs: 1 }).embed(['a'])).rejects.toThrow(
      'answered 400',
    );
    expect(refused.seen).toHaveLength(1);
  });

  it('reports an unreachable server with the reason', async () => {
    const fetch = (async () => {
      throw new TypeError('connect ECONNREFUSED');
    }) as typeof globalThis.fetch;
    await expect(new OpenAiEmbeddings({ ...settings, fetch }, { attempts: 2, retryPauseMs: 1 }).embed(['a'])).rejects.toThrow(
      'could not be reached (connect ECONNREFUSED)',
    );
  });

  it('scales vectors to length 1 and leaves a zero vector at zero', () => {
    expect(normalised([3, 4])).toEqual([0.6, 0.8]);
    expect(normalised([0, 0])).toEqual([0, 0]);
  });
});
