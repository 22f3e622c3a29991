import { type AuthTokens, type AuthUser, authMachine } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { tokenRefresherFromAuthActor } from './auth-actor-token-refresher.js';

function signedIn(refresh: () => Promise<string>) {
  const machine = authMachine.provide({
    actors: {
      loadCurrentUser: fromPromise(
        async (): Promise<AuthUser> => ({ user_id: 'u1', email: 'a@example.org', full_name: 'A', role: 'user' }),
      ),
      refreshToken: fromPromise(async (): Promise<AuthTokens> => ({ token: await refresh() })),
    },
  });
  return createActor(machine, { input: { tokens: { access_token: 'old', refresh_token: 'r' } } }).start();
}

describe('tokenRefresherFromAuthActor', () => {
  it('renews through the auth actor and answers the new token', async () => {
    const actor = signedIn(async () => 'new');
    await waitFor(actor, (s) => s.matches('authenticated'));
    await expect(tokenRefresherFromAuthActor(actor).refresh()).resolves.toBe('new');
    expect(actor.getSnapshot().context.token).toBe('new');
  });

  it('rejects when the renewal signs the user out', async () => {
    const actor = signedIn(async () => {
      throw new Error('expired');
    });
    await waitFor(actor, (s) => s.matches('authenticated'));
    await expect(tokenRefresherFromAuthActor(actor).refresh()).rejects.toThrow('could not be renewed');
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});
