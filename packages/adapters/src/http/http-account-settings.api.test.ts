import { apiFailureStatus } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpAccountSettingsApi } from './http-account-settings.api.js';
import { HttpClient } from './http-client.js';

function apiAnswering(status: number, body: unknown, seen: { url: string; method: string; body: unknown }[] = []) {
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? '', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(body), { status });
    },
  });
  return new HttpAccountSettingsApi(http);
}

describe('HttpAccountSettingsApi', () => {
  it('changes the password with the current one, and names the field the server refused', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    await apiAnswering(200, { ok: true }, seen).changePassword({ currentPassword: 'old one', newPassword: 'a new one, long enough' });
    expect(seen).toEqual([
      { url: '/api/auth/password', method: 'POST', body: { currentPassword: 'old one', newPassword: 'a new one, long enough' } },
    ]);
    const refused = apiAnswering(422, {
      error: { code: 'INVALID_PASSWORD', message: 'Your current password is not right', field: 'currentPassword' },
    });
    const failure = await refused
      .changePassword({ currentPassword: 'x', newPassword: 'a new one, long enough' })
      .catch((error: unknown) => error);
    expect(apiFailureStatus(failure)).toBe(422);
  });

  it('renames the person and reads the name back as kept', async () => {
    const seen: { url: string; method: string; body: unknown }[] = [];
    expect(await apiAnswering(200, { full_name: 'Ada Keeper' }, seen).rename(' Ada Keeper ')).toEqual({ full_name: 'Ada Keeper' });
    expect(seen).toEqual([{ url: '/api/account', method: 'PATCH', body: { fullname: ' Ada Keeper ' } }]);
    await expect(apiAnswering(200, { name: 'wrong shape' }).rename('x')).rejects.toBeDefined();
  });
});
