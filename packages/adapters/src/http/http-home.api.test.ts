import { TicketRedeemError } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpHomeApi } from './http-home.api.js';

function recording(answers: { status: number; body: unknown }[]) {
  const seen: { url: string; method: string; body: unknown }[] = [];
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? '', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift() ?? { status: 500, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api: new HttpHomeApi(http), seen };
}

describe('HttpHomeApi', () => {
  it('reads the recent interviews and the redeemed tickets', async () => {
    const ticket = {
      ticket: 't1',
      grant: 'room',
      project_id: 'p1',
      project_name: 'River',
      story_id: 's1',
      story_title: 'Ada',
      room_key: 'rk1',
      used_at: '2026-01-01T00:00:00.000Z',
    };
    const { api, seen } = recording([
      { status: 200, body: { items: [] } },
      { status: 200, body: { items: [ticket] } },
    ]);
    expect(await api.recentStories(4)).toEqual([]);
    expect(await api.redeemedTickets()).toEqual([ticket]);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual(['GET /api/stories/recent?limit=4', 'GET /api/tickets/mine']);
  });

  it('redeems a ticket into a room, a project or an upload, and names a used or unknown ticket', async () => {
    const { api, seen } = recording([
      { status: 200, body: { project_id: 'p1', story_id: 's1', room_key: 'rk1' } },
      { status: 200, body: { project_id: 'p1', story_id: null } },
      { status: 200, body: { project_id: 'p1', project_name: 'Mill Voices', story_id: null, room_key: null, kind: 'upload' } },
      { status: 410, body: { error: { code: 'TICKET_USED', message: 'used' } } },
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'no' } } },
    ]);
    expect(await api.redeemTicket('a b', 'v1')).toEqual({ projectId: 'p1', projectName: '', storyId: 's1', roomKey: 'rk1', grant: 'room' });
    expect(await api.redeemTicket('c')).toEqual({ projectId: 'p1', projectName: '', storyId: null, roomKey: null, grant: 'project' });
    expect(await api.redeemTicket('d')).toEqual({
      projectId: 'p1',
      projectName: 'Mill Voices',
      storyId: null,
      roomKey: null,
      grant: 'upload',
    });
    await expect(api.redeemTicket('used')).rejects.toEqual(new TicketRedeemError('used'));
    await expect(api.redeemTicket('gone')).rejects.toMatchObject({ code: 'unknown' });
    expect(seen[0]).toEqual({ url: '/api/ticket/a%20b', method: 'POST', body: { visitor_id: 'v1' } });
    expect(seen[1]?.body).toEqual({});
  });
});
