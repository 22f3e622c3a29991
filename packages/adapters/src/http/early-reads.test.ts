import { HealthSchema } from '@storykeep/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyReads, EARLY_READ_FRESH_MS, startEarlyReads } from './early-reads.js';
import { HttpClient } from './http-client.js';
import { storyReadPaths } from './read-paths.js';

const health = (version: string) => ({ status: 'ok', version, database: 'pglite' });

/** A fetch that answers each call with the next version and notes the address and token it was called with. */
function countingFetch() {
  const calls: { url: string; token: string | null }[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({ url: String(input), token: new Headers(init?.headers).get('authorization') });
    return new Response(JSON.stringify(health(String(calls.length))), { status: 200 });
  };
  return { calls, fetchImpl };
}

afterEach(() => {
  clearEarlyReads();
  vi.useRealTimers();
});

describe('early reads', () => {
  it('are taken by the client once, for the same address and token, instead of asking again', async () => {
    const early = countingFetch();
    const late = countingFetch();
    startEarlyReads('/api', ['/health'], 'tok', early.fetchImpl);
    const client = new HttpClient({ baseUrl: '/api', fetch: late.fetchImpl, getToken: () => 'tok' });
    await expect(client.request('GET', '/health', HealthSchema)).resolves.toEqual(health('1'));
    expect(early.calls).toEqual([{ url: '/api/health', token: 'Bearer tok' }]);
    expect(late.calls).toEqual([]);
    await expect(client.request('GET', '/health', HealthSchema)).resolves.toEqual(health('1'));
    expect(late.calls).toHaveLength(1);
  });

  it('are not used for another token, after they went stale, or for a write', async () => {
    const early = countingFetch();
    const late = countingFetch();
    const client = (token: string) => new HttpClient({ baseUrl: '/api', fetch: late.fetchImpl, getToken: () => token });
    startEarlyReads('/api', ['/health'], 'old-token', early.fetchImpl);
    await client('new-token').request('GET', '/health', HealthSchema);
    expect(late.calls).toEqual([{ url: '/api/health', token: 'Bearer new-token' }]);

    vi.useFakeTimers();
    startEarlyReads('/api', ['/health'], 'tok', early.fetchImpl);
    vi.advanceTimersByTime(EARLY_READ_FRESH_MS + 1);
    await client('tok').request('GET', '/health', HealthSchema);
    vi.useRealTimers();
    expect(late.calls).toHaveLength(2);

    startEarlyReads('/api', ['/health'], 'tok', early.fetchImpl);
    await client('tok').request('POST', '/health', HealthSchema, {});
    expect(late.calls).toHaveLength(3);
  });

  it('fall back to asking again when the early read failed', async () => {
    const late = countingFetch();
    startEarlyReads('/api', ['/health'], 'tok', async () => Promise.reject(new TypeError('offline')));
    const client = new HttpClient({ baseUrl: '/api', fetch: late.fetchImpl, getToken: () => 'tok' });
    await expect(client.request('GET', '/health', HealthSchema)).resolves.toEqual(health('1'));
    expect(late.calls).toHaveLength(1);
  });

  it('name the same addresses the story and transcript adapters ask for', () => {
    expect(storyReadPaths('s 1')).toEqual(['/stories/s%201', '/transcripts/s%201', '/stories/s%201/index']);
  });
});
