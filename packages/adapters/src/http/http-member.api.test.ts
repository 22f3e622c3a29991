import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpMemberApi } from './http-member.api.js';

function recording(answers: unknown[]) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? '', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api: new HttpMemberApi(http), seen };
}

const member = { user_id: 'u 1', full_name: 'Ann', email: 'ann@example.org' };

describe('HttpMemberApi', () => {
  it('lists, invites, changes roles and removes organization members by code', async () => {
    const { api, seen } = recording([
      { items: [{ ...member, role: 'user' }] },
      { code: 'c', url: 'u' },
      { ...member, role: 'manager' },
      { ok: true },
    ]);
    expect(await api.listOrganization('my org')).toEqual([{ ...member, role: 'user' }]);
    await api.inviteToOrganization('my org', 'b@example.org', 'manager');
    expect((await api.changeOrganizationRole('my org', 'u 1', 'manager')).role).toBe('manager');
    await api.removeFromOrganization('my org', 'u 1');
    expect(seen).toEqual([
      { url: '/api/organization/my%20org/members', method: 'GET', body: undefined },
      { url: '/api/organization/my%20org/invites', method: 'POST', body: { email: 'b@example.org', role: 'manager' } },
      { url: '/api/organization/my%20org/members/u%201', method: 'PUT', body: { role: 'manager' } },
      { url: '/api/organization/my%20org/members/u%201', method: 'DELETE', body: undefined },
    ]);
  });

  it('lists, invites, changes roles and removes project members by id', async () => {
    const { api, seen } = recording([{ items: [] }, { code: 'c', url: 'u' }, { ...member, role: 'project_manager' }, { ok: true }]);
    expect(await api.listProject('p1')).toEqual([]);
    await api.inviteToProject('p1', 'b@example.org');
    expect((await api.changeProjectRole('p1', 'u 1', 'project_manager')).role).toBe('project_manager');
    await api.removeFromProject('p1', 'u 1');
    expect(seen.map((s) => `${s.method} ${s.url} ${JSON.stringify(s.body ?? null)}`)).toEqual([
      'GET /api/projects/p1/members null',
      'POST /api/projects/p1/invites {"email":"b@example.org"}',
      'PUT /api/projects/p1/members/u%201 {"role":"project_manager"}',
      'DELETE /api/projects/p1/members/u%201 null',
    ]);
  });

  it('refuses an answer that is not a member list', async () => {
    const { api } = recording([{ items: [{ user_id: 'x' }] }]);
    await expect(api.listProject('p1')).rejects.toThrow();
  });
});
