import { BULK_UPLOAD_STORIES_MAX, StoryStatusBulkUploadResponseSchema, StoryUpdateBulkUploadResponseSchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseSnapshot } from '../../testing/database-snapshot.js';
import { buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory, type World } from '../../testing/world.js';

const STALE = `${PUBLIC_URL}/api/media/stories/old/web.mp4?expires=1&signature=stale`;

describe.each(testDatabases)('bulk upload metadata on $name', ({ open }) => {
  let t: MediaTestApp;
  let w: World;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    w = t.world;
  });
  afterAll(() => t.close());

  const status = (token: string | undefined, ids: string[]) =>
    t.call('POST', '/stories/status_bulk_upload', { token, body: { stories: ids.map((_id) => ({ _id })) } });
  const update = (token: string | undefined, stories: unknown[]) =>
    t.call('PUT', '/stories/update_bulk_upload', { token, body: { stories } });
  /** The object key an address was signed for, checked with the server's own signer. */
  const signedKey = (address: string | null | undefined) => {
    const url = new URL(address ?? '', PUBLIC_URL);
    const key = decodeURIComponent(url.pathname.replace('/api/media/', ''));
    expect(t.media.signer.verify(key, 'GET', Object.fromEntries(url.searchParams))).toMatchObject({ ok: true });
    return key;
  };
  const get = async (id: string) => (await t.call('GET', `/stories/${id}`, { token: w.tokens.admin })).body;

  it('keeps the narrator, interviewer, place and language given on the upload page', async () => {
    const id = await addStory(t.db, w.own, 'Details');
    const saved = await update(w.tokens.project_manager, [
      { _id: id, narrator: ' Ada Lovell ', interviewer: 'Sam', place: 'Riverbend', language: 'en' },
    ]);
    expect(saved.status).toBe(200);
    const story = await get(id);
    expect([story.narrator, story.interviewer, story.place, story.language]).toEqual(['Ada Lovell', 'Sam', 'Riverbend', 'en']);
    const tooLong = await update(w.tokens.project_manager, [{ _id: id, language: 'x'.repeat(101) }]);
    expect(tooLong.status).toBe(400);
    expect((await get(id)).language).toBe('en');
  });

  it('answers, in the order asked, each story the caller sees as GET /stories/{id} does, and nothing of the rest', async () => {
    const processed = await addStory(t.db, w.own, 'Processed');
    const key = `stories/${processed}/web.mp4`;
    await t.db
      .insertInto('story_media')
      .values({ story_id: processed, original_key: key, rendition_key: key, thumbnail_key: `stories/${processed}/thumbnail.jpg` })
      .execute();
    await t.db.updateTable('stories').set({ archive_url: STALE, thumbnail_url: STALE }).where('id', '=', processed).execute();
    const deleted = await addStory(t.db, w.own, 'Deleted');
    await t.db.deleteFrom('stories').where('id', '=', deleted).execute();
    const [foreign] = w.other.stories;
    const [filed] = w.own.stories;
    const answer = await status(w.tokens.user, [processed, foreign ?? '', deleted, filed ?? '']);
    expect(answer.status).toBe(200);
    const states = StoryStatusBulkUploadResponseSchema.parse(answer.body);
    expect(states.map((s) => s.available)).toEqual([true, false, false, true]);
    expect(states[1]).toEqual({ available: false, story: null });
    expect(JSON.stringify(answer.body)).not.toContain(foreign);
    const single = (await t.call('GET', `/stories/${processed}`, { token: w.tokens.user })).body;
    const [first, , , last] = states;
    // Signed for this answer, not the stored (expired) address; everything else as the single-story call answers.
    expect(first?.story?.archiveURL).not.toBe(STALE);
    expect(signedKey(first?.story?.archiveURL)).toBe(key);
    expect(signedKey(first?.story?.thumbnailURL)).toBe(`stories/${processed}/thumbnail.jpg`);
    expect(signedKey(single.archiveURL)).toBe(key);
    const withoutUrls = ({ archiveURL: _a, thumbnailURL: _t, ...rest }: Record<string, unknown>) => rest;
    expect(withoutUrls(first?.story ?? {})).toEqual(withoutUrls(single));
    expect(last?.story).toEqual((await t.call('GET', `/stories/${filed}`, { token: w.tokens.user })).body);
    expect(last?.story?.folders?.map((f) => f.name)).toEqual(['own folder']);

    const admin = StoryStatusBulkUploadResponseSchema.parse((await status(w.tokens.admin, [foreign ?? ''])).body);
    expect(admin[0]?.story?.title).toBe('other First');
    // A guest may ask (about the stories they sent through a ticket) but learns nothing of the project's others.
    expect((await status(w.tokens.guest, [filed ?? ''])).body).toEqual([{ available: false, story: null }]);
    expect((await status(undefined, [filed ?? ''])).status).toBe(401);
  });

  it('sets the metadata of several stories at once for a project manager, leaving out what was not sent', async () => {
    const a = await addStory(t.db, w.own, 'river-interview');
    const b = await addStory(t.db, w.own, 'mill-interview');
    await t.db.updateTable('stories').set({ description: 'Kept' }).where('id', '=', b).execute();
    const answer = await update(w.tokens.project_manager, [
      { _id: a, title: '  The flood of 1984 ', description: 'Told at the mill', record_date: '1984-06-01T10:00:00+02:00' },
      { _id: b, record_date: null },
    ]);
    expect(answer.status).toBe(200);
    const [first, second] = StoryUpdateBulkUploadResponseSchema.parse(answer.body);
    expect([first?._id, second?._id]).toEqual([a, b]);
    expect(first).toMatchObject({ title: 'The flood of 1984', description: 'Told at the mill', record_date: '1984-06-01T08:00:00.000Z' });
    expect(second).toMatchObject({ title: 'mill-interview', description: 'Kept', record_date: null });
    expect(await get(a)).toMatchObject({ title: 'The flood of 1984', record_date: '1984-06-01T08:00:00.000Z' });
    expect(second?.updated_at).toBe(t.clock.now.toISOString());
  });

  it('lets a member set the stories they uploaded, and refuses the whole call when one is not theirs', async () => {
    const mine = await addStory(t.db, w.own, 'mine', w.users.user.id);
    const theirs = await addStory(t.db, w.own, 'theirs', w.users.project_manager.id);
    expect((await update(w.tokens.user, [{ _id: mine, title: 'Named by me' }])).status).toBe(200);
    const before = await databaseSnapshot(t.db as never);
    const refused = await update(w.tokens.user, [
      { _id: mine, title: 'Renamed' },
      { _id: theirs, title: 'Taken over' },
    ]);
    expect(refused.status).toBe(403);
    expect(refused.body.error.field).toBe('stories.1._id');
    expect(await databaseSnapshot(t.db as never)).toBe(before);
    expect((await get(mine)).title).toBe('Named by me');
  });

  it("answers another tenant's story as not found, naming the item, and changes nothing", async () => {
    const own = await addStory(t.db, w.own, 'own upload');
    const [foreign] = w.other.stories;
    const before = await databaseSnapshot(t.db as never);
    const refused = await update(w.tokens.org_manager, [
      { _id: own, title: 'Fine' },
      { _id: foreign, title: 'Mine now' },
    ]);
    expect(refused.status).toBe(404);
    expect(refused.body.error.field).toBe('stories.1._id');
    expect(JSON.stringify(refused.body)).not.toContain(foreign);
    expect(await databaseSnapshot(t.db as never)).toBe(before);
  });

  // Each bad call also carries a good change first, which must not be applied either.
  it.each([
    ['an unknown field', [{ _id: 'x', title: 'T', foldersId: [] }], 'stories.1.foldersId'],
    ['a blank title', [{ _id: 'x', title: '   ' }], 'stories.1.title'],
    ['no change', [{ _id: 'x' }], 'stories.1.title'],
    ['a date that is not ISO', [{ _id: 'x', record_date: '01/06/1984' }], 'stories.1.record_date'],
    [
      'a story named twice',
      [
        { _id: 'x', title: 'A' },
        { _id: 'x', title: 'B' },
      ],
      'stories.2._id',
    ],
    ['too many stories', Array.from({ length: BULK_UPLOAD_STORIES_MAX }, (_, i) => ({ _id: `s${i}`, title: 'T' })), 'stories'],
  ])('refuses %s with a 400 naming the field, before any change', async (_name, bad, field) => {
    const good = { _id: await addStory(t.db, w.own, 'untouched'), title: 'Changed' };
    const before = await databaseSnapshot(t.db as never);
    const answer = await update(w.tokens.admin, [good, ...bad]);
    expect(answer.status).toBe(400);
    expect(answer.body.error.field).toBe(field);
    expect(await databaseSnapshot(t.db as never)).toBe(before);
  });

  it('refuses an empty list and a body without stories', async () => {
    expect((await update(w.tokens.admin, [])).body.error.field).toBe('stories');
    expect((await t.call('PUT', '/stories/update_bulk_upload', { token: w.tokens.admin, body: {} })).body.error.field).toBe('stories');
  });
});
