import { apiFailureStatus } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpAccountApi } from './http-account.api.js';
import { HttpClient } from './http-client.js';

const session = {
  token: 't1',
  refresh_token: 'r1',
  expires_in: 3600,
  user_id: 'u1',
  email: 'ann@example.org',
  full_name: 'Ann',
  role: 'manager',
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

function apiAnswering(status: number, body: unknown, seen: { url: string; method: string; body: unknown }[] = []) {
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? '', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status });
    },
  });
  return new HttpAccountApi(http);
}

describe('HttpAccountApi', () => {
  it('reads the single sign-on setting, names its start address and exchanges a login code', async () => {
    const off = await apiAnswering(200, { enabled: false, name: null }).ssoConfig();
    expect(off).toEqual({ enabled: false, name: null });
    expect(apiAnswering(200, {}).ssoStartAddress()).toBe('/api/auth/sso/start');
    const seen: { url: string; method: string; body: unknown }[] = [];
    expect((await apiAnswering(200, session, seen).signInWithSso('login-code', 'v')).token).toBe('t1');
    expect(seen).toEqual([{ url: '/api/auth/sso/exchange', method: 'POST', body: { code: 'login-code', visitorId: 'v' } }]);
    const used = await apiAnswering(400, { error: { code: 'BAD_REQUEST', message: 'used', field: 'code' } })
      .signInWithSso('login-code')
      .catch((e: unknown) => e);
    expect(apiFailureStatus(used)).toBe(400);
  });

  it('signs in with POST /signin and answers the validated session', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    const answer = await apiAnswering(200, session, seen).signIn({ email: 'ann@example.org', password: 'pw', visitorId: 'v' });
    expect(answer.token).toBe('t1');
    expect(seen).toEqual([{ url: '/api/signin', method: 'POST', body: { email: 'ann@example.org', password: 'pw', visitorId: 'v' } }]);
  });

  it('rejects a wrong password with a 401 the screens can read', async () => {
    const error = await apiAnswering(401, { error: { code: 'UNAUTHORIZED', message: 'no' } })
      .signIn({ email: 'a@b.org', password: 'x' })
      .catch((e: unknown) => e);
    expect(apiFailureStatus(error)).toBe(401);
  });

  it('registers on the endpoint of the invitation kind, and reads that a confirmation mail is on its way', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    const api = apiAnswering(201, { status: 'verification_sent', email: 'a@b.org' }, seen);
    const request = { email: 'a@b.org', fullname: 'A', password: 'long enough now', code: 'c' };
    expect(await api.register(request, 'user')).toEqual({ status: 'verification_sent', email: 'a@b.org' });
    await api.register(request, 'manager');
    expect(seen.map((s) => s.url)).toEqual(['/api/registerbyinvite', '/api/registermanagerbyinvite']);
  });

  it('asks for the current user with the visitor id as a query parameter', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    const { visitorId: _none, ...user } = { ...session, impersonatedBy: null };
    await apiAnswering(200, user, seen).currentUser('v 1');
    expect(seen[0]).toMatchObject({ url: '/api/current_user?visitorId=v%201', method: 'GET' });
  });

  it('switches user with POST /auth/switchUser, and a 404 stays readable', async () => {
    const error = await apiAnswering(404, { error: { code: 'NOT_FOUND', message: 'User not found' } })
      .switchUser('nobody@example.org')
      .catch((e: unknown) => e);
    expect(apiFailureStatus(error)).toBe(404);
  });
});
