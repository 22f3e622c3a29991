import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpClipApi } from './http-clip.api.js';

type Seen = { method: string; url: string; body?: unknown };

function api(answers: unknown[], seen: Seen[]) {
  return new HttpClipApi(
    new HttpClient({
      baseUrl: '/api',
      fetch: async (input, init) => {
        seen.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const answer = answers.shift();
        return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
      },
    }),
  );
}

const clip = (id: string, created_at: string) => ({ _id: id, title: id, start: 1, end: 2, tags: [], created_at });

describe('HttpClipApi', () => {
  it('creates, lists newest first, reads, edits and deletes at the clip paths', async () => {
    const seen: Seen[] = [];
    const clips = api(
      [
        clip('c1', '2024-01-01T00:00:00Z'),
        [clip('old', '2024-01-01T00:00:00Z'), clip('new', '2024-02-01T00:00:00Z')],
        clip('c1', '2024-01-01T00:00:00Z'),
        { ...clip('c1', '2024-01-01T00:00:00Z'), title: 'Renamed' },
        { ok: true },
      ],
      seen,
    );
    expect((await clips.create('s1', { title: 'c1', start: 1, end: 2, tags: ['mill'] }))._id).toBe('c1');
    expect((await clips.list('s1')).map((c) => c._id)).toEqual(['new', 'old']);
    await clips.read('s1', 'c1');
    expect((await clips.edit('s1', 'c1', { title: 'Renamed' })).title).toBe('Renamed');
    await clips.delete('s1', 'c1');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/stories/s1/create_clip',
      'GET /api/stories/s1/list_clip',
      'GET /api/stories/s1/read_clip/c1',
      'PUT /api/stories/s1/edit_clip/c1',
      'DELETE /api/stories/s1/delete_clip/c1',
    ]);
    expect(seen[0]?.body).toEqual({ title: 'c1', start: 1, end: 2, tags: ['mill'] });
  });

  it('rejects with the server’s words when a delete fails', async () => {
    const failed = new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Clip not found' } }), { status: 404 });
    await expect(api([failed], []).delete('s1', 'gone')).rejects.toThrow('Clip not found');
  });
});
