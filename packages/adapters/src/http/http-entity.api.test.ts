import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client.js';
import { HttpEntityApi } from './http-entity.api.js';

type Seen = { method: string; url: string; body?: unknown };

const entity = {
  _id: 'e1',
  organization_id: 'o1',
  organization_code: 'river',
  type: 'place',
  name: 'Baltimore',
  extractedName: 'Baltimore',
  aliases: [],
  merged: [],
  hidden: false,
  mentionCount: 2,
  storyCount: 1,
};
const story = { _id: 's1', title: 'Aunt', project_id: 'p1' };
const mention = { word: 8, wordCount: 1, start: 8, end: 8.5, text: 'Baltimore' };

describe('HttpEntityApi', () => {
  it('calls the entity paths and checks each answer', async () => {
    const seen: Seen[] = [];
    const answers: unknown[] = [
      { items: [entity], total: 1 },
      { entity, stories: [{ story, mentions: [mention] }] },
      { story, entities: [{ ...entity, mentions: [mention] }] },
      entity,
      entity,
      entity,
      entity,
      { ...entity, type: 'planet' },
    ];
    const api = new HttpEntityApi(
      new HttpClient({
        baseUrl: '/api',
        fetch: async (input, init) => {
          seen.push({ method: init?.method ?? 'GET', url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined });
          return new Response(JSON.stringify(answers.shift()), { status: 200 });
        },
      }),
    );
    expect((await api.list({ type: 'place', search: 'bal', page: 2 })).total).toBe(1);
    expect((await api.mentions('e1')).stories[0]?.mentions[0]?.start).toBe(8);
    expect((await api.forStory('s/1')).entities[0]?.mentions).toHaveLength(1);
    await api.rename('e1', 'Baltimore, Maryland');
    await api.setHidden('e1', true);
    await api.merge('e2', 'e1');
    await api.unmerge('e2');
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/entities?type=place&search=bal&page=2',
      'GET /api/entities/e1/mentions',
      'GET /api/entities/s%2F1',
      'PUT /api/entities/e1/name',
      'PUT /api/entities/e1/hidden',
      'POST /api/entities/e2/merge',
      'POST /api/entities/e2/unmerge',
    ]);
    expect(seen.slice(3).map((s) => s.body)).toEqual([{ name: 'Baltimore, Maryland' }, { hidden: true }, { into: 'e1' }, undefined]);
    // An answer that is not an entity is refused, not passed on.
    await expect(api.rename('e1', null)).rejects.toThrow();
  });
});
