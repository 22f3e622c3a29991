import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, waitFor } from 'xstate';
import type { StoredAuthTokens } from '../../ports/device-storage.port.js';
import { authMachine } from './auth.machine.js';
import type {
  AuthMachineInput,
  AuthSession,
  AuthTokens,
  AuthUser,
  LoadCurrentUserInput,
  RefreshTokenInput,
  SignInInput,
  SwitchUserInput,
} from './auth.types.js';

const alice: AuthUser = { user_id: 'u1', email: 'alice@example.org', full_name: 'Alice', role: 'admin' };
const bob: AuthUser = { user_id: 'u2', email: 'bob@example.org', full_name: 'Bob', role: 'user' };

interface Harness {
  users?: Record<string, AuthUser>;
  signIn?: (email: string, password: string) => AuthSession;
  switchUser?: (email: string) => string;
  refresh?: (refreshToken: string | null) => string;
}

function start(input: AuthMachineInput, harness: Harness = {}) {
  const stored: (StoredAuthTokens | null)[] = [];
  const navigations: string[] = [];
  const machine = authMachine.provide({
    actors: {
      loadCurrentUser: fromPromise(async ({ input: { token } }: { input: LoadCurrentUserInput }) => {
        const user = harness.users?.[token];
        if (!user) throw new Error('401');
        return user;
      }),
      signIn: fromPromise(async ({ input }: { input: SignInInput }) => {
        if (!harness.signIn) throw new Error('401');
        return harness.signIn(input.email, input.password);
      }),
      switchUser: fromPromise(async ({ input }: { input: SwitchUserInput }): Promise<AuthTokens> => {
        if (!harness.switchUser) throw new Error('404');
        return { token: harness.switchUser(input.email), refreshToken: `r-${input.email}` };
      }),
      refreshToken: fromPromise(async ({ input }: { input: RefreshTokenInput }): Promise<AuthTokens> => {
        if (!harness.refresh) throw new Error('expired');
        return { token: harness.refresh(input.refreshToken), refreshToken: 'r-next' };
      }),
    },
    actions: {
      persistSession: (_, params) => stored.push(params.tokens),
      navigate: (_, params) => navigations.push(params.to),
    },
  });
  const actor = createActor(machine, { input }).start();
  return { actor, stored, navigations };
}

describe('authMachine', () => {
  it('without a stored token is neither pending nor authenticated', () => {
    const [snapshot] = initialTransition(authMachine, { tokens: null });
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context).toMatchObject({ authenticated: false, authenticationPending: false });
  });

  it('with a stored token is pending, then authenticated once the current user loads', async () => {
    const { actor } = start({ tokens: { access_token: 't-alice' } }, { users: { 't-alice': alice } });
    expect(actor.getSnapshot().context.authenticationPending).toBe(true);
    const snapshot = await waitFor(actor, (s) => s.matches('authenticated'));
    expect(snapshot.context).toMatchObject({ authenticated: true, authenticationPending: false, email: alice.email, role: 'admin' });
  });

  it('signs out when the current user cannot be loaded', async () => {
    const { actor, stored } = start({ tokens: { access_token: 'stale' } }, { users: {} });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context).toMatchObject({ token: null, authenticated: false, authenticationPending: false });
    expect(stored.at(-1)).toBeNull();
  });

  it('with forced two-factor counts the user as authenticated only once two-factor is completed', async () => {
    const forced = { ...alice, forceTwofactorAuthentication: true };
    const { actor, stored } = start({ tokens: { access_token: 't' } }, { users: { t: forced } });
    let snapshot = await waitFor(actor, (s) => s.matches('awaitingTwoFactor'));
    expect(snapshot.context).toMatchObject({ authenticated: false, authenticationPending: false });
    actor.send({ type: 'auth.twoFactorCompleted' });
    snapshot = actor.getSnapshot();
    expect(snapshot.context).toMatchObject({ authenticated: true, is2FACompleted: true });
    expect(stored.at(-1)).toMatchObject({ access_token: 't', is2FACompleted: true });
  });

  it('remembers a completed two-factor check on the device', async () => {
    const forced = { ...alice, forceTwofactorAuthentication: true };
    const { actor } = start({ tokens: { access_token: 't', is2FACompleted: true } }, { users: { t: forced } });
    expect((await waitFor(actor, (s) => s.matches('authenticated'))).context.authenticated).toBe(true);
  });

  it.each([
    ['/projects/p1?tab=2', '/projects/p1?tab=2'],
    ['/login', '/'],
    ['/auth/login', '/'],
  ])('after sign-in requested at %s goes to %s', async (from, to) => {
    const { actor, navigations, stored } = start({ tokens: null }, { signIn: () => ({ token: 'fresh', user: alice }) });
    actor.send({ type: 'auth.requireLogin', from });
    actor.send({ type: 'auth.signIn', email: alice.email, password: 'pw' });
    await waitFor(actor, (s) => s.matches('authenticated'));
    expect(navigations).toEqual([to]);
    expect(stored.at(-1)).toMatchObject({ access_token: 'fresh' });
    expect(actor.getSnapshot().context.requestedLocation).toBeNull();
  });

  it('keeps the sign-in failure for the screen and stays signed out', async () => {
    const { actor } = start({ tokens: null });
    actor.send({ type: 'auth.signIn', email: 'x@example.org', password: 'bad' });
    const snapshot = await waitFor(actor, (s) => s.context.failure !== null);
    expect(snapshot.matches({ signedOut: 'idle' })).toBe(true);
    expect(snapshot.context.failure?.during).toBe('signIn');
  });

  it('impersonates with the admin token kept as superToken, and Return to Self restores it and goes to /admin', async () => {
    const { actor, navigations, stored } = start(
      { tokens: { access_token: 't-alice', refresh_token: 'r-alice' } },
      { users: { 't-alice': alice, 't-bob': bob }, switchUser: () => 't-bob' },
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.impersonate', email: bob.email });
    let snapshot = await waitFor(actor, (s) => s.matches('authenticated') && s.context.email === bob.email);
    expect(snapshot.context).toMatchObject({ token: 't-bob', superToken: 't-alice' });
    expect(stored.at(-1)).toMatchObject({
      access_token: 't-bob',
      super_token: 't-alice',
      refresh_token: `r-${bob.email}`,
      super_refresh_token: 'r-alice',
    });
    actor.send({ type: 'auth.returnToSelf' });
    snapshot = await waitFor(actor, (s) => s.matches('authenticated') && s.context.email === alice.email);
    expect(snapshot.context).toMatchObject({ token: 't-alice', refreshToken: 'r-alice', superToken: null, superRefreshToken: null });
    expect(navigations.at(-1)).toBe('/admin');
  });

  it('ignores Return to Self when not impersonating', async () => {
    const { actor } = start({ tokens: { access_token: 't-alice' } }, { users: { 't-alice': alice } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.returnToSelf' });
    expect(actor.getSnapshot().matches({ authenticated: 'idle' })).toBe(true);
  });

  it('replaces the token on a successful refresh, using the stored refresh token', async () => {
    const used: (string | null)[] = [];
    const refresh = (refreshToken: string | null) => {
      used.push(refreshToken);
      return 't-new';
    };
    const { actor, stored } = start(
      { tokens: { access_token: 't-alice', refresh_token: 'r-alice' } },
      { users: { 't-alice': alice }, refresh },
    );
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.refreshToken' });
    const snapshot = await waitFor(actor, (s) => s.context.token === 't-new');
    expect(snapshot.matches({ authenticated: 'idle' })).toBe(true);
    expect(stored.at(-1)).toMatchObject({ access_token: 't-new', refresh_token: 'r-next' });
    expect(used).toEqual(['r-alice']);
  });

  it('signs out and goes to /login when the token refresh fails', async () => {
    const { actor, navigations } = start({ tokens: { access_token: 't-alice' } }, { users: { 't-alice': alice } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.refreshToken' });
    const snapshot = await waitFor(actor, (s) => s.matches('signedOut'));
    expect(snapshot.context.authenticated).toBe(false);
    expect(navigations).toEqual(['/login']);
  });

  it('resets everything on sign-out', async () => {
    const { actor, stored } = start({ tokens: { access_token: 't-alice' }, visitorId: 'v1' }, { users: { 't-alice': alice } });
    await waitFor(actor, (s) => s.matches('authenticated'));
    actor.send({ type: 'auth.signOut' });
    const { context } = actor.getSnapshot();
    expect(context).toMatchObject({ token: null, email: null, role: '', superToken: null, authenticated: false, visitorId: 'v1' });
    expect(stored.at(-1)).toBeNull();
  });
});
