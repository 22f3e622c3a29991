import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpRemixApi } from './http-remix.api.js';

type Seen = { method: string; url: string; body?: unknown };

const remix = {
  _id: 'r1',
  projectId: 'p1',
  title: 'Voices',
  created_at: '2024-01-01T00:00:00.000Z',
  clipCount: 1,
  duration: 2,
  state: 'ready',
  clips: [{ _id: 'c1', storyId: 's1', storyTitle: 'Mill', title: 'Wheel', start: 1, end: 3, offset: 0 }],
  mediaType: 'audio',
  archiveURL: 'http://x.test/api/media/r1',
  taskId: null,
  paragraphs: [],
};

describe('HttpRemixApi', () => {
  it('calls the remix paths and checks each answer', async () => {
    const seen: Seen[] = [];
    const answers: unknown[] = [[remix], remix, remix, remix, { ok: true }, { _id: 'r1' }];
    const api = new HttpRemixApi(
      new HttpClient({
        baseUrl: '/api',
        fetch: async (input, init) => {
          seen.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
          return new Response(JSON.stringify(answers.shift()), { status: 200 });
        },
      }),
    );
    expect((await api.list('p1')).map((r) => r._id)).toEqual(['r1']);
    expect((await api.create('p1', { title: 'Voices', clipIds: ['c1'] })).clips[0]?.storyTitle).toBe('Mill');
    await api.read('r/1');
    await api.reorder('r1', ['c1']);
    await api.delete('r1');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/projects/p1/remixes',
      'POST /api/projects/p1/remixes',
      'GET /api/remixes/r%2F1',
      'PUT /api/remixes/r1/order',
      'DELETE /api/remixes/r1',
    ]);
    expect(seen[3]?.body).toEqual({ clipIds: ['c1'] });
    // An answer that is not a remix is refused, not passed on.
    await expect(api.read('r1')).rejects.toThrow();
  });
});
