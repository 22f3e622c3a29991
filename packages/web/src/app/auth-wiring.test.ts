import { HttpAccountApi, HttpClient, tokenRefresherFromAuthActor } from '@storykeep/adapters';
import { FakeDeviceStorage } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { type AuthActorRef, createAuthActor } from './auth-wiring.js';

const user = {
  user_id: 'u1',
  email: 'ann@example.org',
  full_name: 'Ann',
  role: 'manager',
  organization_info: null,
  is2FA: false,
  is2FASuccess: false,
  is2FACompleted: true,
  orgLevel2faEnabled: false,
  twofactorAuthenticationEnabled: false,
  forceTwofactorAuthentication: false,
};

/** The API: `/current_user` accepts only `live` access tokens; `/auth/refresh` renews `r-stored` unless refused. */
function api(live: Set<string>, refusesRefresh: boolean, seen: string[]): typeof fetch {
  const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
  return async (input, init) => {
    const path = String(input).replace('/api', '');
    const authorization = new Headers(init?.headers).get('authorization') ?? '';
    seen.push(`${path} ${authorization}`.trim());
    if (path === '/auth/refresh') {
      const { refresh_token } = JSON.parse(String(init?.body));
      if (refusesRefresh || refresh_token !== 'r-stored') return json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
      live.add('t-new');
      return json(200, { ...user, token: 't-new', refresh_token: 'r-new', expires_in: 3600, api_version: '1', visitorId: null });
    }
    if (path.startsWith('/current_user') && live.has(authorization.replace('Bearer ', '')))
      return json(200, { ...user, impersonatedBy: null });
    return json(401, { error: { code: 'UNAUTHORIZED', message: 'expired' } });
  };
}

// Wired as the composition root wires it: requests carry the actor's token and renew through the actor.
function startApp(refusesRefresh: boolean, renewedByAnotherTab = false) {
  const seen: string[] = [];
  const live = new Set<string>();
  const storage = new FakeDeviceStorage();
  storage.setAuthTokens({ access_token: 't-expired', refresh_token: 'r-stored' });
  const navigations: string[] = [];
  let auth: AuthActorRef | null = null;
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: api(live, refusesRefresh, seen),
    getToken: () => auth?.getSnapshot().context.token ?? null,
    refreshToken: () => (auth ? tokenRefresherFromAuthActor(auth).refresh() : Promise.reject(new Error('starting'))),
  });
  auth = createAuthActor({
    account: new HttpAccountApi(http),
    storage,
    navigator: { navigate: (to: string) => navigations.push(to) } as never,
  });
  if (renewedByAnotherTab) {
    // Another tab of the browser renewed the session after this one read its tokens: the stored pair is newer.
    storage.setAuthTokens({ access_token: 't-other-tab', refresh_token: 'r-other-tab' });
    live.add('t-other-tab');
  }
  auth.start();
  return { auth, storage, seen };
}

describe('auth wiring with an access token that expired while the app was closed', () => {
  it('renews the session with the stored refresh token and loads the user with the new token', async () => {
    const { auth, storage, seen } = startApp(false);
    const snapshot = await waitFor(auth, (s) => s.matches('authenticated') || s.matches('signedOut'));
    expect(snapshot.matches('authenticated')).toBe(true);
    expect(snapshot.context.email).toBe(user.email);
    expect(storage.getAuthTokens()).toMatchObject({ access_token: 't-new', refresh_token: 'r-new' });
    expect(seen).toEqual(['/current_user Bearer t-expired', '/auth/refresh Bearer t-expired', '/current_user Bearer t-new']);
  });

  it('takes the pair another tab renewed rather than presenting a spent refresh token (which would end the session)', async () => {
    const { auth, storage, seen } = startApp(false, true);
    const snapshot = await waitFor(auth, (s) => s.matches('authenticated') || s.matches('signedOut'));
    expect(snapshot.matches('authenticated')).toBe(true);
    expect(seen).toEqual(['/current_user Bearer t-expired', '/current_user Bearer t-other-tab']);
    expect(storage.getAuthTokens()).toMatchObject({ access_token: 't-other-tab', refresh_token: 'r-other-tab' });
  });

  it('signs out when the refresh is refused', async () => {
    const { auth, storage } = startApp(true);
    const snapshot = await waitFor(auth, (s) => s.matches('authenticated') || s.matches('signedOut'));
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(storage.getAuthTokens()).toBeNull();
  });
});
