import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpPlanningApi } from './http-planning.api.js';

function recording(answers: unknown[]) {
  const seen: string[] = [];
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push(`${init?.method ?? ''} ${String(input)} ${init?.body ? String(init.body) : 'null'}`);
      return new Response(JSON.stringify(answers.shift()), { status: 200, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api: new HttpPlanningApi(http), seen };
}

const person = {
  _id: 'p 1',
  project_id: 'pr',
  prepsession_id: null,
  name: 'Ada',
  email: '',
  status: 'to_invite',
  questions: [],
  notes: '',
  ticket_url: null,
  ticket_used: false,
  story_id: null,
  has_recording: false,
  updated_at: '2024-06-01T12:00:00.000Z',
};
const plan = {
  _id: 's 1',
  project_id: 'pr',
  title: 'Call',
  questions: ['Why?'],
  scheduled_at: null,
  password_present: false,
  password: null,
  story_id: 'st',
  room_key: 'abcdefghijklmnopqrst',
  session_url: 'http://x/org/call/s/key12345/call',
  created_at: '2024-06-01T12:00:00.000Z',
};

describe('HttpPlanningApi', () => {
  it('reads and changes a campaign, and invites a person', async () => {
    const { api, seen } = recording([
      {
        project_id: 'pr',
        project_name: 'P',
        counts: { to_invite: 1, invited: 0, scheduled: 0, recorded: 0, declined: 0 },
        items: [person],
      },
      person,
      { ...person, status: 'scheduled' },
      { ticket: 't', url: 'http://x/ticket/t', emailed: true, person: { ...person, status: 'invited' } },
      { removed: true },
    ]);
    expect((await api.campaign('pr', 's 1')).items).toHaveLength(1);
    await api.addPerson('pr', { name: 'Ada' });
    expect((await api.editPerson('p 1', { status: 'scheduled' })).status).toBe('scheduled');
    expect((await api.invitePerson('p 1', true)).person.status).toBe('invited');
    await api.removePerson('p 1');
    expect(seen).toEqual([
      'GET /api/projects/pr/campaign?prepsession=s+1 null',
      'POST /api/projects/pr/campaign/people {"name":"Ada"}',
      'PUT /api/campaign/people/p%201 {"status":"scheduled"}',
      'POST /api/campaign/people/p%201/invite {"send_email":true}',
      'DELETE /api/campaign/people/p%201 null',
    ]);
  });

  it('lists, creates, edits and removes call plans and resolves a session key', async () => {
    const { api, seen } = recording([
      { total: 1, items: [plan] },
      plan,
      plan,
      { ...plan, title: 'New' },
      { removed: true },
      { room_key: 'abcdefghijklmnopqrst', title: 'Call', password_required: true },
    ]);
    expect((await api.prepSessions('pr', 2)).total).toBe(1);
    await api.prepSession('s 1');
    await api.createPrepSession('pr', { title: 'Call', password: 'pw' });
    expect((await api.editPrepSession('s 1', { title: 'New' })).title).toBe('New');
    await api.removePrepSession('s 1');
    expect((await api.resolveSession('key12345')).password_required).toBe(true);
    expect(seen).toEqual([
      'GET /api/projects/pr/prepsessions?page=2 null',
      'GET /api/prepsessions/s%201 null',
      'POST /api/projects/pr/prepsessions {"title":"Call","password":"pw"}',
      'PUT /api/prepsessions/s%201 {"title":"New"}',
      'DELETE /api/prepsessions/s%201 null',
      'GET /api/prepsession/key/key12345 null',
    ]);
  });

  it('rejects an answer that is not a call plan', async () => {
    const { api } = recording([{ title: 'no id' }]);
    await expect(api.prepSession('s')).rejects.toThrow();
  });
});
