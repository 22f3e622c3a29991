import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { S3ObjectStore } from '../../storage/s3-object-store.js';
import { scratchDir, speakingVideo } from '../../testing/media-fixtures.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { storyAsyncOperations } from '../pipeline/story-operations.js';

// s3rver: an S3 emulator on loopback (see storage/s3-object-store.test.ts). It lacks ListParts, so the
// completion names its parts with their ETags, as a browser that kept them does.
interface S3rver {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: Record<string, unknown>) => S3rver;

const pglite = testDatabases.filter((d) => d.name === 'pglite');

describe.each(pglite)('file upload with S3_* configured on $name', ({ open }) => {
  let t: UploadTestApp;
  let server: S3rver;
  let cleanup: () => Promise<void>;
  let recording: Buffer;
  let bucketUrl: string;
  beforeAll(async () => {
    let dir: string;
    ({ dir, cleanup } = await scratchDir('storykeep-upload-s3-'));
    await mkdir(join(dir, 's3'));
    server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'media' }] });
    const { port } = await server.run();
    bucketUrl = `http://127.0.0.1:${port}/media/`;
    const config = loadConfig({
      S3_BUCKET: 'media',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(dir, 'data'), { s3: config.s3, stt: null });
    recording = await readFile(await speakingVideo(join(dir, 'interview.mp4'), { container: 'mp4' }));
  });
  afterAll(async () => {
    await t?.app.close();
    await server?.close();
    await cleanup();
  });

  it('sends parts to presigned bucket URLs, completes, processes and serves the thumbnail from the bucket', async () => {
    expect(t.media.store).toBeInstanceOf(S3ObjectStore);
    const started = await t.call('POST', '/stories/start', { token: t.token, body: { project: t.projectId, file_name: 'interview.mp4' } });
    const storyId: string = started.body.storyId;
    const config = await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=2`, { token: t.token });
    expect(config.status).toBe(200);
    const half = Math.ceil(recording.length / 2);
    const chunks = [recording.subarray(0, half), recording.subarray(half)];
    const parts = [];
    for (const [i, part] of (config.body.Parts as Array<{ PartNumber: number; signedUrl: string }>).entries()) {
      expect(part.signedUrl.startsWith(bucketUrl)).toBe(true);
      const put = await fetch(part.signedUrl, { method: 'PUT', body: chunks[i] });
      expect(put.status).toBe(200);
      parts.push({ PartNumber: part.PartNumber, ETag: put.headers.get('etag') ?? '' });
    }
    const { Key: key, UploadId: uploadId } = config.body;
    const done = await t.call('POST', `/stories/${storyId}/media/upload/completion`, { token: t.token, body: { key, uploadId, parts } });
    expect(done).toMatchObject({ status: 200, body: { ok: true, key, size: recording.length } });

    expect(await t.drain()).toBeGreaterThanOrEqual(1);
    expect(await storyAsyncOperations(t.db, storyId)).toContainEqual({ type: 'transcode', status: 'completed' });
    const story = await t.db.selectFrom('stories').selectAll().where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story).toMatchObject({ media_type: 'video' });
    expect(story.thumbnail_url?.startsWith(bucketUrl)).toBe(true);
    const thumbnail = await fetch(story.thumbnail_url ?? '');
    expect(thumbnail.status).toBe(200);
    expect([...new Uint8Array(await thumbnail.arrayBuffer()).subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const seek = await fetch(story.archive_url ?? '', { headers: { range: 'bytes=0-99' } });
    expect(seek.status).toBe(206);
    expect((await t.media.store.list(`stories/${storyId}/`)).map((o) => o.key)).toEqual(
      expect.arrayContaining([key, `stories/${storyId}/thumbnail.jpg`, `stories/${storyId}/web.mp4`]),
    );

    // Deleting the story empties its prefix in the bucket too.
    expect((await t.call('DELETE', `/stories/${storyId}`, { token: t.token })).status).toBeLessThan(300);
    expect(await t.media.store.list(`stories/${storyId}/`)).toEqual([]);
  });
});
