import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { StoredAuthTokens } from '../../ports/device-storage.port.js';
import { authMachine } from './auth.machine.js';
import type { AuthMachineInput, AuthTokens, AuthUser, LoadCurrentUserInput, RefreshTokenInput } from './auth.types.js';

const alice: AuthUser = { user_id: 'u1', email: 'alice@example.org', full_name: 'Alice', role: 'user' };

/** An error as the HTTP adapter raises it. */
const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });

interface Server {
  /** Tokens the server accepts. */
  live: Set<string>;
  /** Answers the current-user call with this status instead (500: the server is down). */
  failWith?: number;
  /** What a refresh token renews to; absent: the refresh is refused. */
  renewals: Record<string, string>;
}

// The app starting with `input` on the simulated clock, against a fake server.
function startApp(input: AuthMachineInput, server: Server) {
  const loads: string[] = [];
  const refreshes: (string | null)[] = [];
  const stored: (StoredAuthTokens | null)[] = [];
  const navigations: string[] = [];
  let releaseRefresh: () => void = () => {};
  const refreshGate = new Promise<void>((resolve) => {
    releaseRefresh = resolve;
  });
  const machine = authMachine.provide({
    actors: {
      loadCurrentUser: fromPromise(async ({ input: { token } }: { input: LoadCurrentUserInput }) => {
        loads.push(token);
        if (server.failWith) throw httpError(server.failWith);
        if (!server.live.has(token)) throw httpError(401);
        return alice;
      }),
      refreshToken: fromPromise(async ({ input }: { input: RefreshTokenInput }): Promise<AuthTokens> => {
        refreshes.push(input.refreshToken);
        await refreshGate;
        const renewed = input.refreshToken ? server.renewals[input.refreshToken] : undefined;
        if (!renewed) throw httpError(401);
        return { token: renewed, refreshToken: `r-${renewed}` };
      }),
    },
    actions: {
      persistSession: (_, params) => stored.push(params.tokens),
      navigate: (_, params) => navigations.push(params.to),
    },
  });
  const actor = createActor(machine, { input, clock: new SimulatedClock() }).start();
  return { actor, loads, refreshes, stored, navigations, releaseRefresh };
}

const expiredSession = { tokens: { access_token: 't-expired', refresh_token: 'r-stored' } };

describe('authMachine starting with an expired access token', () => {
  it('stays pending while it renews once with the stored refresh token, then loads the user with the new token', async () => {
    const app = startApp(expiredSession, { live: new Set(['t-new']), renewals: { 'r-stored': 't-new' } });
    const renewing = await waitFor(app.actor, (s) => s.matches({ loadingUser: 'renewing' }));
    expect(renewing.context).toMatchObject({ authenticated: false, authenticationPending: true });
    app.releaseRefresh();
    const snapshot = await waitFor(app.actor, (s) => s.matches('authenticated'));
    expect(snapshot.context).toMatchObject({ token: 't-new', refreshToken: 'r-t-new', email: alice.email, authenticationPending: false });
    expect(app.loads).toEqual(['t-expired', 't-new']);
    expect(app.refreshes).toEqual(['r-stored']);
    expect(app.stored.at(-1)).toMatchObject({ access_token: 't-new', refresh_token: 'r-t-new' });
    expect(app.stored).not.toContain(null);
  });

  it('signs out when the renewal is refused', async () => {
    const app = startApp(expiredSession, { live: new Set(), renewals: {} });
    app.releaseRefresh();
    const snapshot = await waitFor(app.actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ token: null, refreshToken: null, authenticated: false, authenticationPending: false });
    expect(app.stored.at(-1)).toBeNull();
    expect(app.loads).toEqual(['t-expired']);
  });

  it('renews only once: a second 401 after the renewal signs out', async () => {
    const app = startApp(expiredSession, { live: new Set(), renewals: { 'r-stored': 't-new' } });
    app.releaseRefresh();
    await waitFor(app.actor, (s) => s.matches('signedOut'));
    expect(app.loads).toEqual(['t-expired', 't-new']);
    expect(app.refreshes).toEqual(['r-stored']);
    expect(app.stored.at(-1)).toBeNull();
  });

  it('signs out without renewing when there is no refresh token', async () => {
    const app = startApp({ tokens: { access_token: 't-expired' } }, { live: new Set(), renewals: {} });
    await waitFor(app.actor, (s) => s.matches('signedOut'));
    expect(app.refreshes).toEqual([]);
  });

  it('signs out without renewing when the current-user load fails for another reason', async () => {
    const app = startApp(expiredSession, { live: new Set(), failWith: 500, renewals: { 'r-stored': 't-new' } });
    await waitFor(app.actor, (s) => s.matches('signedOut'));
    expect(app.refreshes).toEqual([]);
    expect(app.loads).toEqual(['t-expired']);
  });
});
