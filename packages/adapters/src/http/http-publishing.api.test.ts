import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpClipLibraryApi } from './http-clip-library.api.js';
import { HttpGalleryApi } from './http-gallery.api.js';

type Seen = { method: string; url: string; body?: unknown };

function client(answers: unknown[], seen: Seen[]) {
  return new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers.shift();
      return answer instanceof Response ? answer : new Response(JSON.stringify(answer), { status: 200 });
    },
  });
}

const gallery = {
  _id: 'g1',
  title: 'Mill',
  author: 'u1',
  elements: [{ type: 'clip', id: 'c1' }],
  clips: ['c1'],
  created_at: '2024-01-01T00:00:00Z',
};

describe('HttpClipLibraryApi', () => {
  it('lists with the query, deletes a story’s clips and asks for a clip’s audio at the API’s paths', async () => {
    const seen: Seen[] = [];
    const api = new HttpClipLibraryApi(
      client([{ items: [], total: 0, projects: [], tags: [] }, { deleted: 2 }, { audioArchiveURL: null, taskId: 't1' }], seen),
    );
    expect((await api.list({ page: 2, pageSize: 10, search: 'mill & river', tag: 'work' })).total).toBe(0);
    expect(await api.deleteMany('s 1', ['c1', 'c2'])).toBe(2);
    expect(await api.audioDownload('s1', 'c1')).toEqual({ audioArchiveURL: null, taskId: 't1' });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/clips?page=2&pageSize=10&search=mill+%26+river&tag=work',
      'DELETE /api/stories/s%201/delete_multiple_clip',
      'POST /api/stories/s1/c1/generate_audio_download',
    ]);
    expect(seen[1]?.body).toEqual(['c1', 'c2']);
  });

  it('refuses an answer that breaks the contract', async () => {
    await expect(new HttpClipLibraryApi(client([{ items: 'none' }], [])).list({})).rejects.toThrow();
  });
});

describe('HttpGalleryApi', () => {
  it('creates, reads, edits, refreshes and deletes galleries at their paths', async () => {
    const seen: Seen[] = [];
    const api = new HttpGalleryApi(client([gallery, { ...gallery, items: [] }, gallery, gallery, { ok: true }, [gallery]], seen));
    await api.create({ title: 'Mill', clips: ['c1'] });
    expect((await api.read('g1')).items).toEqual([]);
    await api.edit('g1', { elements: [{ type: 'clip', id: 'c1', caption: 'Noon' }] });
    await api.refresh('g1');
    await api.delete('g1');
    expect(await api.list()).toHaveLength(1);
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/galleries',
      'GET /api/galleries/g1',
      'PUT /api/galleries/g1',
      'POST /api/galleries/g1/refresh',
      'DELETE /api/galleries/g1',
      'GET /api/galleries',
    ]);
  });

  it('answers null for a public address that finds nothing', async () => {
    const missing = new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Gallery not found' } }), { status: 404 });
    expect(await new HttpGalleryApi(client([missing], [])).publicGallery('k'.repeat(24))).toBeNull();
  });
});
