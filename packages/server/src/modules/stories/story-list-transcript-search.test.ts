import { randomUUID } from 'node:crypto';
import { StoryPageResponseSchema } from '@storykeep/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { addStory, buildWorld, type World } from '../../testing/world.js';

const said = (text: string) => ({
  speaker: 'Narrator',
  start: 0,
  end: 5,
  children: [{ text, words: text.split(' ').map((word, i) => ({ text: word, start: i, end: i + 0.5 })) }],
});

describe.each(testDatabases)('interview lists search what was said, and tell the deed of gift, on $name', ({ open }) => {
  let t: TestApp;
  let w: World;
  beforeAll(async () => {
    const database = await open();
    await emptyDatabase(database);
    t = await buildTestApp(database);
    w = await buildWorld(t.db);
  });

  it('finds an interview by a word of its transcript, and marks which ones have a signed deed of gift', async () => {
    const looms = await addStory(t.db, w.own, 'An ordinary title');
    const saved = await t.call('POST', `/transcripts/${looms}/edit`, {
      token: w.tokens.project_manager,
      body: [said('the shuttle flew across the looms')],
    });
    expect(saved.status).toBe(200);
    const deedId = randomUUID();
    await t.db
      .insertInto('story_files')
      .values({ id: deedId, story_id: looms, title: 'Deed', url: null, created_at: new Date() })
      .execute();
    await t.call('PUT', `/stories/${looms}/edit_file/${deedId}`, {
      token: w.tokens.project_manager,
      body: { release_form: true },
    });

    const found = StoryPageResponseSchema.parse(
      (await t.call('GET', `/projects/${w.own.project}/stories?search=SHUTTLE`, { token: w.tokens.user })).body,
    );
    expect(found.items.map((s) => [s.title, s.deedOfGift])).toEqual([['An ordinary title', true]]);
    const bare = await addStory(t.db, w.own, 'No files at all');
    const all = StoryPageResponseSchema.parse(
      (await t.call('GET', `/projects/${w.own.project}/stories?pageSize=100`, { token: w.tokens.user })).body,
    );
    expect(all.items.find((s) => s._id === bare)?.deedOfGift).toBe(false);
    expect(all.items.find((s) => s._id === looms)?.deedOfGift).toBe(true);
    // Another tenant's user finds nothing by those words.
    const other = await t.call('GET', '/stories/all?search=shuttle', { token: w.tokens.guest });
    expect(other.status).toBe(403);
  });
});
