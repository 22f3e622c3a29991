import { randomUUID } from 'node:crypto';
import { MyStoriesResponseSchema, StoryFileListResponseSchema, StorySchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildWorld, type World } from '../../testing/world.js';

describe.each(testDatabases)('interviews on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('lists my interviews with the organizations and projects to filter by', async () => {
    const mine = MyStoriesResponseSchema.parse(
      (await t.call('GET', '/stories/?pageSize=2&page=1&sort=title&direction=asc', { token: w.tokens.user })).body,
    );
    expect(mine.total).toBe(3);
    expect(mine.items.map((s) => s.title)).toEqual(['own First', 'own Second']);
    expect(mine.organizations.map((o) => o.organizational_code)).toEqual([w.own.organization.code]);
    expect(mine.project.map((p) => p.name)).toEqual(['own stories']);
    expect(mine.items[0]?.folders?.map((f) => f.name)).toEqual(['own folder']);

    const admin = await t.call('GET', `/stories?filter=1&filterOrganizations=${w.other.organization.code}`, { token: w.tokens.admin });
    expect(admin.body.total).toBe(3);
    expect(admin.body.items.every((s: { project_id: string }) => s.project_id === w.other.project)).toBe(true);
    const filtered = await t.call('GET', `/stories/?filter=1&filterProjects=${w.other.project}`, { token: w.tokens.user });
    expect(filtered.body.total).toBe(0);
    const searched = await t.call('GET', '/stories/?search=SECOND', { token: w.tokens.org_manager });
    expect(searched.body.items.map((s: { title: string }) => s.title)).toEqual(['own Second']);
  });

  /** Gives a story its narrator and language directly in the database, as an edit would leave them. */
  const set = (id: string | undefined, narrator: string, language: string) =>
    t.db
      .updateTable('stories')
      .set({ narrator, language })
      .where('id', '=', id ?? '')
      .execute();

  it('sorts by narrator and by language, those without one last either way', async () => {
    const [first, second, third] = w.own.stories;
    await set(first, 'clara Whitfield', 'English');
    await set(second, 'Ada Bell', '');
    await set(third, '', 'Welsh');
    const titles = async (query: string) =>
      (await t.call('GET', `/stories/?pageSize=10&${query}`, { token: w.tokens.user })).body.items.map((s: { title: string }) => s.title);
    expect(await titles('sort=narrator&direction=asc')).toEqual(['own Second', 'own First', 'own Third']);
    expect(await titles('sort=narrator&direction=desc')).toEqual(['own First', 'own Second', 'own Third']);
    expect(await titles('sort=language&direction=asc')).toEqual(['own First', 'own Third', 'own Second']);
    await Promise.all([set(first, '', ''), set(second, '', ''), set(third, '', '')]);
  });

  it('filters every interview list by narrator (contains) and language (starts with), ignoring case, within reach', async () => {
    const [first, second, third] = w.own.stories;
    const [foreign] = w.other.stories;
    await set(first, 'Clara Whitfield', 'English');
    await set(second, 'Ada Whitfield', ' english ');
    await set(third, 'Bo Evans', 'Welsh');
    await set(foreign, 'Zed Whitfield', 'English');
    const titles = async (path: string, token = w.tokens.user) => {
      const answer = await t.call('GET', path, { token });
      expect(answer.status, path).toBe(200);
      return answer.body.items.map((s: { title: string }) => s.title).sort();
    };
    const project = `/projects/${w.own.project}/stories?pageSize=10`;
    expect(await titles(`${project}&narrator=whitfield`)).toEqual(['own First', 'own Second']);
    expect(await titles(`${project}&language=ENGLISH`)).toEqual(['own First', 'own Second']);
    expect(await titles(`${project}&narrator=whitfield&language=welsh`)).toEqual([]);
    expect(await titles(`${project}&language=Engl`)).toEqual(['own First', 'own Second']);
    expect(await titles(`${project}&language=nglish`)).toEqual([]);
    expect(await titles(`${project}&language=${encodeURIComponent('E%')}`)).toEqual([]);
    // The total counts the filtered list, not the project.
    expect((await t.call('GET', `${project}&narrator=evans`, { token: w.tokens.user })).body.total).toBe(1);
    expect(await titles(`/folders/${w.own.folder}/stories?narrator=clara`)).toEqual(['own First']);
    expect(await titles(`/folders/${w.own.folder}/stories?narrator=ada`)).toEqual([]);
    expect(await titles('/stories/?narrator=WHITFIELD')).toEqual(['own First', 'own Second']);
    expect(await titles(`/stories/all?projectId=${w.own.project}&search=own&language=welsh`)).toEqual(['own Third']);
    // Another archive's narrator stays out of reach, whatever the filter.
    expect(await titles('/stories/all?narrator=zed')).toEqual([]);
    expect(await titles('/stories/?narrator=zed', w.tokens.admin)).toEqual(['other First']);
    for (const [path, field] of [
      [`${project}&narrator=${'x'.repeat(301)}`, 'narrator'],
      [`/folders/${w.own.folder}/stories?language=${'x'.repeat(101)}`, 'language'],
      ['/stories/?narrator=a&narrator=b', 'narrator'],
    ] as const) {
      const refused = await t.call('GET', path, { token: w.tokens.user });
      expect(refused.status, path).toBe(400);
      expect(refused.body.error.field, path).toBe(field);
    }
    await Promise.all([set(first, '', ''), set(second, '', ''), set(third, '', ''), set(foreign, '', '')]);
  });

  it('answers one story and deletes it (project managers)', async () => {
    const [, , third] = w.own.stories;
    expect(StorySchema.parse((await t.call('GET', `/stories/${third}`, { token: w.tokens.user })).body).title).toBe('own Third');
    expect((await t.call('DELETE', `/stories/${third}`, { token: w.tokens.user })).status).toBe(403);
    expect((await t.call('DELETE', `/stories/${third}`, { token: w.tokens.project_manager })).status).toBe(200);
    expect((await t.call('GET', `/stories/${third}`, { token: w.tokens.user })).status).toBe(404);
  });

  it('tells which stories have clips, among those the user reaches', async () => {
    const ids = [...w.own.stories.slice(0, 2), w.other.stories[0]];
    const clips = await t.call('POST', '/stories/clips/v2', { token: w.tokens.user, body: { data: { ids } } });
    expect(clips.body).toEqual([{ _id: w.own.stories[0], clips: 1 }]);
    expect((await t.call('POST', '/stories/clips/v2', { token: w.tokens.user, body: { data: { ids: [w.own.stories[1]] } } })).body).toEqual(
      [],
    );
  });

  it('lists and edits story files with release_form, those linked by address in older versions too', async () => {
    const story = w.own.stories[1] as string;
    // A file linked by address in an older version is still listed and marked.
    const id = randomUUID();
    await t.db
      .insertInto('story_files')
      .values({ id, story_id: story, title: 'Deed of gift', url: 'https://files.example.org/deed.pdf', created_at: new Date() })
      .execute();
    const edited = await t.call('PUT', `/stories/${story}/edit_file/${id}`, {
      token: w.tokens.user,
      body: { release_form: true },
    });
    expect(edited.body.release_form).toBe(true);
    const files = StoryFileListResponseSchema.parse((await t.call('GET', `/stories/${story}/list_files`, { token: w.tokens.user })).body);
    expect(files.map((f) => [f.title, f.release_form])).toEqual([['Deed of gift', true]]);
    expect(
      (await t.call('PUT', `/stories/${story}/edit_file/${w.own.file}`, { token: w.tokens.user, body: { release_form: false } })).status,
    ).toBe(404);
  });
});
