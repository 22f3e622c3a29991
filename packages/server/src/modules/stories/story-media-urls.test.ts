import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speakingVideo } from '../../testing/media-fixtures.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, PUBLIC_URL, pathOf, type UploadTestApp, uploadInOnePart } from '../../testing/upload-test-kit.js';
import { STORY_MEDIA_URL_SECONDS } from './story-media-urls.js';

// A stored address signed long ago: it had expired when the story is read.
const EXPIRED = `${PUBLIC_URL}/api/media/stories/old/thumbnail.jpg?expires=1&signature=stale`;

describe.each(testDatabases)('story media addresses signed on read on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  let storyId: string;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-media-urls-'));
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(dir, 'data'), { stt: null });
    const recording = await readFile(await speakingVideo(join(dir, 'interview.mp4'), { container: 'mp4' }));
    const uploaded = await uploadInOnePart(t, { fileName: 'interview.mp4', type: 'video/mp4', bytes: recording });
    expect(uploaded.completion).toBe(200);
    storyId = uploaded.storyId;
    await t.drain();
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  /** Checks a media address with the server's own signer; answers its expiry in ms. */
  function verified(address: string | null): number {
    expect(address).toEqual(expect.stringContaining(`${PUBLIC_URL}/api/media/`));
    const url = new URL(address ?? '');
    const key = decodeURIComponent(url.pathname.replace('/api/media/', ''));
    const query = Object.fromEntries(url.searchParams);
    expect(t.media.signer.verify(key, 'GET', query)).toMatchObject({ ok: true });
    return Number(query.expires) * 1000;
  }

  function expectShortLived(expiresAt: number, before: number): void {
    expect(expiresAt).toBeGreaterThan(Date.now());
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + STORY_MEDIA_URL_SECONDS * 1000);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + STORY_MEDIA_URL_SECONDS * 1000);
  }

  it('answers a processed story with thumbnail and video addresses signed now for a short while', async () => {
    const before = Date.now();
    const story = await t.call('GET', `/stories/${storyId}`, { token: t.token });
    expect(story.status).toBe(200);
    expectShortLived(verified(story.body.thumbnailURL), before);
    expectShortLived(verified(story.body.archiveURL), before);
    const thumbnail = await t.app.inject({ method: 'GET', url: pathOf(story.body.thumbnailURL) });
    expect(thumbnail).toMatchObject({ statusCode: 200, headers: { 'content-type': 'image/jpeg' } });
  });

  it('still answers valid addresses when the ones stored at processing expired long ago', async () => {
    await t.db.updateTable('stories').set({ thumbnail_url: EXPIRED, archive_url: EXPIRED }).where('id', '=', storyId).execute();
    const before = Date.now();
    const story = await t.call('GET', `/stories/${storyId}`, { token: t.token });
    expectShortLived(verified(story.body.thumbnailURL), before);
    expectShortLived(verified(story.body.archiveURL), before);
    const list = await t.call('GET', `/projects/${t.projectId}/stories`, { token: t.token });
    expect(list.status).toBe(200);
    const listed = list.body.items.find((s: { _id: string }) => s._id === storyId);
    expectShortLived(verified(listed.thumbnailURL), before);
    expectShortLived(verified(listed.archiveURL), before);
    const seek = await t.app.inject({ method: 'GET', url: pathOf(listed.archiveURL), headers: { range: 'bytes=0-99' } });
    expect(seek.statusCode).toBe(206);
  });

  it('keeps the stored addresses of a story without media keys (a seeded or linked recording)', async () => {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { upload: true, project: t.projectId, file_name: 'x.mp4' },
    });
    const linked = 'https://archive.example.org/interview.mp4';
    await t.db
      .updateTable('stories')
      .set({ thumbnail_url: 'https://archive.example.org/still.jpg', archive_url: linked })
      .where('id', '=', started.body.storyId)
      .execute();
    const story = await t.call('GET', `/stories/${started.body.storyId}`, { token: t.token });
    expect(story.body).toMatchObject({ thumbnailURL: 'https://archive.example.org/still.jpg', archiveURL: linked });
  });
});
