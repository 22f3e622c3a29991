import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../testing/media-fixtures.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, diskStore, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';

describe.each(testDatabases)('story deletion removes its media on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-story-delete-'));
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(dir, 'data'));
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  /** A story with one uploaded file, and a second upload left half-way (one part received). */
  async function storyWithMedia() {
    const started = await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, file_name: 'a.mp4' } });
    const storyId: string = started.body.storyId;
    const upload = async () => {
      const config = await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=1`, { token: t.token });
      const put = await t.app.inject({ method: 'PUT', url: pathOf(config.body.Parts[0].signedUrl), payload: randomBytes(2000) });
      expect(put.statusCode).toBe(200);
      return { key: config.body.Key as string, uploadId: config.body.UploadId as string };
    };
    const done = await upload();
    const completed = await t.call('POST', `/stories/${storyId}/media/upload/completion`, { token: t.token, body: done });
    expect(completed.status).toBe(200);
    await t.media.store.put(`stories/${storyId}/thumbnail.jpg`, Readable.from([randomBytes(100)]));
    const pending = await upload();
    // A second upload of a story with media replaces its original, under a key of its own (the first one is kept).
    return { storyId, key: done.key, pendingKey: pending.key, pendingUpload: pending.uploadId };
  }

  const keysOf = async (storyId: string) => (await t.media.store.list(`stories/${storyId}/`)).map((o) => o.key);
  const uploadsHeld = () => readdir(join(diskStore(t.media).root, '.uploads'));

  it('deletes every object under the story and its open uploads, and nothing of another story', async () => {
    const doomed = await storyWithMedia();
    const kept = await storyWithMedia();
    expect(await keysOf(doomed.storyId)).toHaveLength(2);
    expect(await uploadsHeld()).toContain(doomed.pendingUpload);

    expect((await t.call('DELETE', `/stories/${doomed.storyId}`, { token: t.token })).status).toBeLessThan(300);

    expect(await keysOf(doomed.storyId)).toEqual([]);
    const left = await readdir(join(diskStore(t.media).objectsDir, 'stories', doomed.storyId), {
      recursive: true,
      withFileTypes: true,
    }).catch(() => []);
    expect(left.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    expect(await uploadsHeld()).not.toContain(doomed.pendingUpload);
    expect(await keysOf(kept.storyId)).toEqual([kept.key, `stories/${kept.storyId}/thumbnail.jpg`].sort());
    expect(await uploadsHeld()).toContain(kept.pendingUpload);
    // The other story's half-way upload still completes.
    const completed = await t.call('POST', `/stories/${kept.storyId}/media/upload/completion`, {
      token: t.token,
      body: { key: kept.pendingKey, uploadId: kept.pendingUpload },
    });
    expect(completed.status).toBe(200);
  });

  it('keeps the media when the database refuses the delete', async () => {
    const story = await storyWithMedia();
    // A row that pins the story: the delete fails on the foreign key.
    await sql`create table story_pin (story_id text references stories(id))`.execute(t.db);
    try {
      await sql`insert into story_pin values (${story.storyId})`.execute(t.db);
      expect((await t.call('DELETE', `/stories/${story.storyId}`, { token: t.token })).status).toBeGreaterThanOrEqual(400);
      expect(await keysOf(story.storyId)).toHaveLength(2);
      expect(await uploadsHeld()).toContain(story.pendingUpload);
    } finally {
      await sql`drop table story_pin`.execute(t.db);
    }
    expect((await t.call('DELETE', `/stories/${story.storyId}`, { token: t.token })).status).toBeLessThan(300);
    expect(await keysOf(story.storyId)).toEqual([]);
  });

  it('leaves the media of a story the caller may not delete', async () => {
    const story = await storyWithMedia();
    expect((await t.call('DELETE', `/stories/${story.storyId}`)).status).toBe(401);
    expect(await keysOf(story.storyId)).toHaveLength(2);
  });
});
