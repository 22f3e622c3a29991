import { HealthSchema } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { ApiError, ContractError } from './api-error.js';
import { HttpClient } from './http-client.js';

function fakeFetch(status: number, body: unknown, seen: Request[] = []): typeof fetch {
  return async (input, init) => {
    seen.push(new Request(`http://x${String(input)}`, init));
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  };
}

describe('HttpClient', () => {
  it('sends the bearer token and returns the validated answer', async () => {
    const seen: Request[] = [];
    const client = new HttpClient({
      baseUrl: '/api',
      fetch: fakeFetch(200, { status: 'ok', version: '1', database: 'pglite' }, seen),
      getToken: () => 'tok',
    });
    await expect(client.request('GET', '/health', HealthSchema)).resolves.toEqual({ status: 'ok', version: '1', database: 'pglite' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.url).toBe('http://x/api/health');
  });

  it('turns an error answer into an ApiError with the server code and field', async () => {
    const client = new HttpClient({
      baseUrl: '',
      fetch: fakeFetch(422, { error: { code: 'VALIDATION', message: 'bad', field: 'email' } }),
    });
    const error = await client.request('POST', '/x', HealthSchema, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', field: 'email' });
  });

  it('refuses an answer that breaks the contract', async () => {
    const client = new HttpClient({ baseUrl: '', fetch: fakeFetch(200, { status: 'down' }) });
    await expect(client.request('GET', '/health', HealthSchema)).rejects.toBeInstanceOf(ContractError);
  });
});
