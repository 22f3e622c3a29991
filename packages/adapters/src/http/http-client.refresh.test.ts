import { type AuthTokens, type AuthUser, authMachine, HealthSchema } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenRefresherFromAuthActor } from '../container/auth-actor-token-refresher.js';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';

const health = { status: 'ok', version: '1', database: 'pglite' };

/** A server that accepts only the token `valid`, recording the authorization header of every request. */
function server(seen: { path: string; authorization: string | null }[]): typeof fetch {
  return async (input, init) => {
    const authorization = new Headers(init?.headers).get('authorization');
    seen.push({ path: String(input), authorization });
    return authorization === 'Bearer valid'
      ? new Response(JSON.stringify(health), { status: 200 })
      : new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'expired' } }), { status: 401 });
  };
}

describe('HttpClient token refresh', () => {
  it('renews once after a 401 and sends the request again with the new token', async () => {
    const seen: { path: string; authorization: string | null }[] = [];
    let token = 'stale';
    let renewals = 0;
    const client = new HttpClient({
      baseUrl: '/api',
      fetch: server(seen),
      getToken: () => token,
      refreshToken: async () => {
        renewals += 1;
        token = 'valid';
        return token;
      },
    });
    await expect(client.request('GET', '/health', HealthSchema)).resolves.toEqual(health);
    expect(renewals).toBe(1);
    expect(seen.map((s) => s.authorization)).toEqual(['Bearer stale', 'Bearer valid']);
  });

  it('shares one renewal between requests that fail together', async () => {
    let renewals = 0;
    let token = 'stale';
    const client = new HttpClient({
      baseUrl: '',
      fetch: server([]),
      getToken: () => token,
      refreshToken: async () => {
        renewals += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        token = 'valid';
        return token;
      },
    });
    await Promise.all([1, 2, 3].map(() => client.request('GET', '/health', HealthSchema)));
    expect(renewals).toBe(1);
  });

  it('does not retry sign-in or the refresh call itself, nor a request sent without a token', async () => {
    let renewals = 0;
    const refreshToken = async () => {
      renewals += 1;
      return 'valid';
    };
    const signedIn = new HttpClient({ baseUrl: '', fetch: server([]), getToken: () => 'stale', refreshToken });
    await expect(signedIn.request('POST', '/signin', HealthSchema, {})).rejects.toBeInstanceOf(ApiError);
    await expect(signedIn.request('POST', '/auth/refresh', HealthSchema, {})).rejects.toBeInstanceOf(ApiError);
    const anonymous = new HttpClient({ baseUrl: '', fetch: server([]), getToken: () => null, refreshToken });
    await expect(anonymous.request('GET', '/health', HealthSchema)).rejects.toMatchObject({ status: 401 });
    expect(renewals).toBe(0);
  });

  it('answers the 401 and leaves the auth actor signed out when the renewal fails', async () => {
    const machine = authMachine.provide({
      actors: {
        loadCurrentUser: fromPromise(
          async (): Promise<AuthUser> => ({ user_id: 'u1', email: 'a@example.org', full_name: 'A', role: 'user' }),
        ),
        refreshToken: fromPromise(async (): Promise<AuthTokens> => {
          throw new Error('refresh token expired');
        }),
      },
    });
    const auth = createActor(machine, { input: { tokens: { access_token: 'stale', refresh_token: 'r' } } }).start();
    await waitFor(auth, (s) => s.matches('authenticated'));
    const seen: { path: string; authorization: string | null }[] = [];
    const client = new HttpClient({
      baseUrl: '',
      fetch: server(seen),
      getToken: () => auth.getSnapshot().context.token,
      refreshToken: () => tokenRefresherFromAuthActor(auth).refresh(),
    });
    await expect(client.request('GET', '/health', HealthSchema)).rejects.toMatchObject({ status: 401 });
    expect(auth.getSnapshot().matches('signedOut')).toBe(true);
    expect(auth.getSnapshot().context.token).toBeFalsy();
    expect(seen).toHaveLength(1);
  });

  it('renews through the auth actor, which stores the new token, then succeeds', async () => {
    const machine = authMachine.provide({
      actors: {
        loadCurrentUser: fromPromise(
          async (): Promise<AuthUser> => ({ user_id: 'u1', email: 'a@example.org', full_name: 'A', role: 'user' }),
        ),
        refreshToken: fromPromise(async (): Promise<AuthTokens> => ({ token: 'valid', refreshToken: 'r2' })),
      },
    });
    const auth = createActor(machine, { input: { tokens: { access_token: 'stale', refresh_token: 'r' } } }).start();
    await waitFor(auth, (s) => s.matches('authenticated'));
    const client = new HttpClient({
      baseUrl: '',
      fetch: server([]),
      getToken: () => auth.getSnapshot().context.token,
      refreshToken: () => tokenRefresherFromAuthActor(auth).refresh(),
    });
    await expect(client.request('GET', '/health', HealthSchema)).resolves.toEqual(health);
    expect(auth.getSnapshot().context).toMatchObject({ token: 'valid', refreshToken: 'r2' });
  });
});
