import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpStoryApi } from './http-story.api.js';

const story = { _id: 's1', title: 'One', created_at: '2024-05-01T12:00:00.000Z' };

function api(answer: unknown, seen: { url: string; method: string; body?: unknown }[]) {
  const http = new HttpClient({
    baseUrl: '/api',
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer), { status: 200 });
    },
  });
  return new HttpStoryApi(http);
}

const paging = { page: 2, pageSize: 15, sort: 'record_date' as const, direction: 'desc' as const };

describe('HttpStoryApi', () => {
  it('lists a project, and searches it through /stories/all', async () => {
    const seen: { url: string; method: string }[] = [];
    const stories = api({ items: [story], total: 1 }, seen);
    await stories.list({ kind: 'project', projectId: 'p1' }, paging);
    await stories.list({ kind: 'project', projectId: 'p1' }, { ...paging, search: ' river ' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/projects/p1/stories?page=2&pageSize=15&sort=record_date&direction=desc',
      '/api/stories/all?page=2&pageSize=15&sort=record_date&direction=desc&search=river&projectId=p1',
    ]);
  });

  it('filters my interviews by organization and project only when some are chosen', async () => {
    const seen: { url: string; method: string }[] = [];
    const stories = api({ items: [], total: 0, organizations: [], project: [] }, seen);
    await stories.list({ kind: 'mine' }, { ...paging, filters: { organizations: [], projects: [] } });
    await stories.list({ kind: 'mine' }, { ...paging, deedOfGift: 'with', filters: { organizations: ['demo'], projects: ['p1', 'p2'] } });
    expect(seen[0]?.url).toBe('/api/stories/?page=2&pageSize=15&sort=record_date&direction=desc');
    expect(seen[1]?.url).toBe(
      '/api/stories/?page=2&pageSize=15&sort=record_date&direction=desc&deedOfGift=with&filter=1&filterOrganizations=demo&filterProjects=p1%2Cp2',
    );
  });

  it('sends the narrator and language filters trimmed, and leaves blank ones out', async () => {
    const seen: { url: string; method: string }[] = [];
    const stories = api({ items: [], total: 0 }, seen);
    await stories.list({ kind: 'folder', folderId: 'f1' }, { ...paging, narrator: ' Ada ', language: '  ' });
    await stories.list({ kind: 'project', projectId: 'p1' }, { ...paging, search: 'mill', language: 'Welsh' });
    expect(seen.map((s) => s.url)).toEqual([
      '/api/folders/f1/stories?page=2&pageSize=15&sort=record_date&direction=desc&narrator=Ada',
      '/api/stories/all?page=2&pageSize=15&sort=record_date&direction=desc&search=mill&language=Welsh&projectId=p1',
    ]);
  });

  it('says clips exist only when the clips answer lists a story', async () => {
    const seen: { url: string; method: string; body?: unknown }[] = [];
    await expect(api([{ _id: 's1', clips: 2 }], seen).haveClips(['s1', 's2'])).resolves.toBe(true);
    await expect(api([], seen).haveClips(['s3'])).resolves.toBe(false);
    expect(seen[0]).toEqual({ url: '/api/stories/clips/v2', method: 'POST', body: { data: { ids: ['s1', 's2'] } } });
  });

  it('asks the state of uploaded stories by id and reads one state per id', async () => {
    const seen: { url: string; method: string; body?: unknown }[] = [];
    const states = await api(
      [
        { available: true, story },
        { available: false, story: null },
      ],
      seen,
    ).statusBulkUpload(['s1', 'gone']);
    expect(seen).toEqual([{ url: '/api/stories/status_bulk_upload', method: 'POST', body: { stories: [{ _id: 's1' }, { _id: 'gone' }] } }]);
    expect(states.map((s) => s.story?.title ?? null)).toEqual(['One', null]);
    await expect(api([{ available: false, story }], []).statusBulkUpload(['s1'])).rejects.toMatchObject({ code: 'CONTRACT_MISMATCH' });
    await expect(api([{ available: false, story: null }], []).statusBulkUpload(['s1', 's2'])).rejects.toMatchObject({
      code: 'CONTRACT_MISMATCH',
    });
  });

  it('sends the metadata of several stories in one call and reads the updated stories', async () => {
    const seen: { url: string; method: string; body?: unknown }[] = [];
    const changes = [
      { _id: 's1', title: 'One', record_date: null },
      { _id: 's2', description: 'At the mill' },
    ];
    const updated = await api([story, { ...story, _id: 's2' }], seen).updateBulkUpload(changes);
    expect(seen).toEqual([{ url: '/api/stories/update_bulk_upload', method: 'PUT', body: { stories: changes } }]);
    expect(updated.map((s) => s._id)).toEqual(['s1', 's2']);
    await expect(api([{ title: 'no id' }], []).updateBulkUpload(changes)).rejects.toMatchObject({ code: 'CONTRACT_MISMATCH' });
  });
});
