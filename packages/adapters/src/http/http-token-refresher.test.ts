import { FakeDeviceStorage } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpTokenRefresher } from './http-token-refresher.js';

const session = {
  token: 'new-access',
  refresh_token: 'new-refresh',
  expires_in: 900,
  user_id: 'u1',
  email: 'a@example.org',
  full_name: 'A',
  role: 'user',
  organization_info: null,
  visitorId: null,
  api_version: '1',
  is2FA: false,
  is2FASuccess: false,
  is2FACompleted: true,
  orgLevel2faEnabled: false,
  twofactorAuthenticationEnabled: false,
  forceTwofactorAuthentication: false,
};

describe('HttpTokenRefresher', () => {
  it('renews the session with the stored refresh token and keeps the new tokens', async () => {
    const storage = new FakeDeviceStorage();
    storage.setAuthTokens({ access_token: 'old', refresh_token: 'old-refresh', super_token: 'admin' });
    const sent: unknown[] = [];
    const http = new HttpClient({
      baseUrl: '/api',
      fetch: async (url, init) => {
        sent.push([String(url), JSON.parse(String(init?.body))]);
        return new Response(JSON.stringify(session), { status: 200 });
      },
    });
    await expect(new HttpTokenRefresher(http, storage).refresh()).resolves.toBe('new-access');
    expect(sent).toEqual([['/api/auth/refresh', { refresh_token: 'old-refresh' }]]);
    expect(storage.getAuthTokens()).toEqual({ access_token: 'new-access', refresh_token: 'new-refresh', super_token: 'admin' });
  });

  it('fails without a stored session, and when the server ends it', async () => {
    const storage = new FakeDeviceStorage();
    const http = new HttpClient({
      baseUrl: '',
      fetch: async () => new Response(JSON.stringify({ error: { code: 'UNAUTHORIZED', message: 'over' } }), { status: 401 }),
    });
    await expect(new HttpTokenRefresher(http, storage).refresh()).rejects.toMatchObject({ status: 401, code: 'NO_SESSION' });
    storage.setAuthTokens({ access_token: 'a', refresh_token: 'r' });
    await expect(new HttpTokenRefresher(http, storage).refresh()).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(storage.getAuthTokens()?.access_token).toBe('a');
  });
});
