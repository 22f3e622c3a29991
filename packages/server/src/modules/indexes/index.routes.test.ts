import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

describe.each(testDatabases)('indexes on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
  });
  afterAll(() => t.close());

  it('creates, lists, saves with metadata sorted by start, and deletes with 204', async () => {
    const id = await addStory(t.db, t.world.own, 'Indexed');
    const created = await t.call('PUT', `/stories/${id}/index`, { token });
    expect(created).toMatchObject({ status: 201, body: { title: '', notes: '', metadata: [] } });
    const indexId = created.body._id;
    const saved = await t.call('POST', `/stories/${id}/index/${indexId}`, {
      token,
      body: {
        ...created.body,
        unsaved: true,
        title: 'Topics',
        metadata: [
          {
            title: 'Later',
            synopsis: 'b',
            keywords: 'rain; drought',
            partialTranscript: 'the rain came late that year',
            notes: 'check the date with the parish book',
            time: { start: 40 },
          },
          { title: 'Earlier', time: { start: 5 } },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.metadata.map((m: { title: string; index: number }) => [m.title, m.index])).toEqual([
      ['Earlier', 0],
      ['Later', 1],
    ]);
    expect(saved.body.metadata[1]).toMatchObject({
      keywords: ['rain', 'drought'],
      partialTranscript: 'the rain came late that year',
      notes: 'check the date with the parish book',
    });
    const listed = await t.call('GET', `/stories/${id}/index`, { token });
    expect(listed.body).toEqual([saved.body]);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/stories/${id}/index/${indexId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(removed.statusCode).toBe(204);
    expect(removed.body).toBe('');
    expect((await t.call('DELETE', `/stories/${id}/index/${indexId}`, { token })).status).toBe(404);
  });

  it('refuses bad metadata naming the field, and indexes of other stories', async () => {
    const id = await addStory(t.db, t.world.own, 'Indexed');
    const { body } = await t.call('PUT', `/stories/${id}/index`, { token, body: { title: 'A' } });
    const bad = await t.call('POST', `/stories/${id}/index/${body._id}`, { token, body: { metadata: [{ time: { start: -1 } }] } });
    expect(bad).toMatchObject({ status: 400, body: { error: { field: 'metadata.0.time.start' } } });
    const unknown = await t.call('POST', `/stories/${id}/index/${body._id}`, { token, body: { colour: 'red' } });
    expect(unknown.body.error.field).toBe('colour');
    const elsewhere = await addStory(t.db, t.world.own, 'Other');
    expect((await t.call('POST', `/stories/${elsewhere}/index/${body._id}`, { token, body: { title: 'x' } })).status).toBe(404);
    expect((await t.call('GET', `/stories/${t.world.other.stories[0]}/index`, { token })).status).toBe(404);
  });
});
