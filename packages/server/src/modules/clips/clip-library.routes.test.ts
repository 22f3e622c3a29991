import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

interface Row {
  clip: { _id: string; title: string; tags: string[] };
  story: { _id: string; project_id: string };
}

describe.each(testDatabases)('the clips library on $name', ({ open }) => {
  let t: MediaTestApp;
  async function clip(storyId: string, title: string, minute: number, tags: string[], description = '') {
    const id = randomUUID();
    const at = new Date(Date.UTC(2031, 0, 1, 0, minute));
    await t.db
      .insertInto('clips')
      .values({ id, story_id: storyId, title, description, tags: JSON.stringify(tags), created_at: at, updated_at: at })
      .execute();
    return id;
  }
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    const { own, other } = t.world;
    const mill = await addStory(t.db, own, 'Mill story');
    const quiet = await addStory(t.db, { ...own, project: own.quietProject }, 'Quiet story');
    await clip(mill, 'Whistle at noon', 1, ['mill', 'work']);
    await clip(mill, 'Floods of 1936', 3, ['river'], 'The water rose to the mill windows');
    await clip(quiet, 'Quiet corner', 2, ['mill']);
    await clip(await addStory(t.db, other, 'Elsewhere'), 'Other tenant clip', 4, ['mill']);
  });
  afterAll(() => t.close());

  const list = async (role: 'user' | 'manager', query = '') => {
    const answer = await t.call('GET', `/clips${query}`, { token: t.world.tokens[role] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body as { items: Row[]; total: number; projects: { _id: string }[]; tags: string[] };
  };
  const titles = (page: { items: Row[] }) => page.items.map((row) => row.clip.title).filter((title) => title !== 'A clip');

  it('lists the clips of every reachable story, newest first, and never another tenant’s', async () => {
    // The organization's manager reaches both projects; a project member only the one they belong to.
    expect(titles(await list('manager'))).toEqual(['Floods of 1936', 'Quiet corner', 'Whistle at noon']);
    const member = await list('user');
    expect(titles(member)).toEqual(['Floods of 1936', 'Whistle at noon']);
    expect(member.projects.map((p) => p._id)).toEqual([t.world.own.project]);
    expect(member.tags).toEqual(['mill', 'river', 'work']);
    expect(titles(await list('manager', '?direction=asc'))).toEqual(['Whistle at noon', 'Quiet corner', 'Floods of 1936']);
  });

  it('searches title and description, and filters by project and tag', async () => {
    expect(titles(await list('manager', '?search=WATER'))).toEqual(['Floods of 1936']);
    expect(titles(await list('manager', '?search=100%25'))).toEqual([]);
    expect(titles(await list('manager', `?project=${t.world.own.quietProject}`))).toEqual(['Quiet corner']);
    expect(titles(await list('manager', '?tag=mill'))).toEqual(['Quiet corner', 'Whistle at noon']);
    expect(titles(await list('user', `?project=${t.world.other.project}`))).toEqual([]);
  });

  it('pages with the total of the filtered list', async () => {
    const first = await list('manager', '?tag=mill&pageSize=1');
    const second = await list('manager', '?tag=mill&pageSize=1&page=2');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...titles(first), ...titles(second)]).toEqual(['Quiet corner', 'Whistle at noon']);
  });

  it('refuses a bad query naming the field', async () => {
    const answer = await t.call('GET', '/clips?pageSize=0', { token: t.world.tokens.manager });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain('pageSize');
  });
});
