import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';
import type { Paragraph } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speakingVideo } from '../../testing/media-fixtures.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { emptyDatabase, testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, diskStore, pathOf, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { storyAsyncOperations } from '../pipeline/story-operations.js';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function split(bytes: Buffer, parts: number): Buffer[] {
  const size = Math.ceil(bytes.length / parts);
  return Array.from({ length: parts }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

describe.each(testDatabases)('file upload on $name', ({ name, open }) => {
  let t: UploadTestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  let recording: Buffer;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-upload-'));
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(dir, 'data'));
    recording = await readFile(await speakingVideo(join(dir, 'interview.mp4'), { container: 'mp4' }));
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  async function startUpload(parts: number) {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { upload: true, project: t.projectId, file_name: 'interview.mp4' },
    });
    expect(started.status).toBe(200);
    const storyId: string = started.body.storyId;
    const config = await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=${parts}`, { token: t.token });
    expect(config.status).toBe(200);
    return {
      storyId,
      key: config.body.Key as string,
      uploadId: config.body.UploadId as string,
      urls: config.body.Parts.map((p: { signedUrl: string }) => p.signedUrl) as string[],
    };
  }

  it('takes a recording in parts and turns it into a thumbnail, a web rendition and a transcript with word timings', async () => {
    const { storyId, key, uploadId, urls } = await startUpload(3);
    const chunks = split(recording, 3);
    for (const [i, url] of urls.entries()) {
      const put = await t.app.inject({
        method: 'PUT',
        url: pathOf(url),
        payload: chunks[i],
        headers: { 'content-type': 'application/octet-stream' },
      });
      expect(put.statusCode).toBe(200);
    }
    const listed = await t.call('GET', `/stories/${storyId}/media/upload/parts?uploadId=${uploadId}&key=${key}`, { token: t.token });
    expect(listed.body.Parts.map((p: { PartNumber: number }) => p.PartNumber)).toEqual([1, 2, 3]);
    const done = await t.call('POST', `/stories/${storyId}/media/upload/completion`, { token: t.token, body: { key, uploadId } });
    expect(done).toMatchObject({ status: 200, body: { ok: true, key, size: recording.length } });
    expect(sha256(await readFile(diskStore(t.media).pathOf(key)))).toBe(sha256(recording));
    expect(await storyAsyncOperations(t.db, storyId)).toEqual([{ type: 'transcode', status: 'pending' }]);
    if (name !== 'pglite') return;

    // Processing, then transcription (and whatever other areas queue after a transcript).
    expect(await t.drain()).toBeGreaterThanOrEqual(2);
    const story = await t.db.selectFrom('stories').selectAll().where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story).toMatchObject({ media_type: 'video', transcript_status: 'completed' });
    expect(story.duration).toBeGreaterThan(3);
    const thumbnail = await t.app.inject({ method: 'GET', url: pathOf(story.thumbnail_url ?? '') });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    const seek = await t.app.inject({ method: 'GET', url: pathOf(story.archive_url ?? ''), headers: { range: 'bytes=0-99' } });
    expect(seek.statusCode).toBe(206);
    expect(seek.headers['content-type']).toBe('video/mp4');
    const transcript = await storedTranscript(t.db, storyId);
    const words = (transcript.paragraphs as Paragraph[]).flatMap((p) => p.children.flatMap((c) => c.words));
    expect(words.length).toBeGreaterThan(8);
    expect(words.map((w) => w.text)).toContain('farmer');
    for (const w of words) expect(w.end).toBeGreaterThan(w.start);
    expect(await storyAsyncOperations(t.db, storyId)).toEqual([
      { type: 'transcode', status: 'completed' },
      { type: 'transcribe', status: 'completed' },
    ]);
  });

  it('resumes after a part was cut off mid-upload and stores exactly the source bytes', async () => {
    const { storyId, key, uploadId, urls } = await startUpload(2);
    const chunks = split(recording, 2);
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      expect((await fetch(base + pathOf(urls[0] ?? ''), { method: 'PUT', body: chunks[0] })).status).toBe(200);
      // Part 2 dies half-way: the connection drops.
      const second = chunks[1] ?? Buffer.alloc(0);
      await new Promise<void>((resolve) => {
        const req = request(new URL(base + pathOf(urls[1] ?? '')), { method: 'PUT', headers: { 'content-length': second.length } });
        req.on('error', () => resolve());
        req.write(second.subarray(0, Math.floor(second.length / 2)), () => {
          req.destroy();
          resolve();
        });
      });
      const uploadDir = join(diskStore(t.media).root, '.uploads', uploadId);
      for (let i = 0; i < 200 && (await readdir(uploadDir)).some((f) => f.endsWith('.tmp')); i++)
        await new Promise((r) => setTimeout(r, 10));
      const listed = await t.call('GET', `/stories/${storyId}/media/upload/parts?uploadId=${uploadId}&key=${key}`, { token: t.token });
      expect(listed.body.Parts.map((p: { PartNumber: number }) => p.PartNumber)).toEqual([1]);
      expect((await fetch(base + pathOf(urls[1] ?? ''), { method: 'PUT', body: second })).status).toBe(200);
    } finally {
      await t.app.server.close();
    }
    const done = await t.call('POST', `/stories/${storyId}/media/upload/completion`, { token: t.token, body: { key, uploadId } });
    expect(done.status).toBe(200);
    expect(sha256(await readFile(diskStore(t.media).pathOf(key)))).toBe(sha256(recording));
  });

  it('cancels an upload without leaving any part on disk', async () => {
    const { storyId, key, uploadId, urls } = await startUpload(2);
    await t.app.inject({ method: 'PUT', url: pathOf(urls[0] ?? ''), payload: recording.subarray(0, 1000) });
    const aborted = await t.call('POST', `/stories/${storyId}/media/upload/abort`, { token: t.token, body: { key, uploadId } });
    expect(aborted.status).toBe(200);
    const uploads = await readdir(join(diskStore(t.media).root, '.uploads'));
    expect(uploads.filter((f) => f.startsWith(uploadId))).toEqual([]);
    const late = await t.app.inject({ method: 'PUT', url: pathOf(urls[1] ?? ''), payload: recording.subarray(1000, 2000) });
    expect(late.statusCode).toBe(404);
    const completion = await t.call('POST', `/stories/${storyId}/media/upload/completion`, { token: t.token, body: { key, uploadId } });
    expect(completion.status).toBe(404);
  });

  it('refuses strangers, bad input and uploads of other stories', async () => {
    const { storyId, key, uploadId } = await startUpload(1);
    expect((await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=1`)).status).toBe(401);
    expect((await t.call('GET', `/stories/${storyId}/upload-config?type=video/mp4&numUploadParts=0`, { token: t.token })).status).toBe(400);
    expect((await t.call('POST', '/stories/start', { token: t.token, body: { upload: true } })).body.error.field).toBe('project');
    const other = await startUpload(1);
    const crossed = await t.call('POST', `/stories/${other.storyId}/media/upload/completion`, { token: t.token, body: { key, uploadId } });
    expect(crossed.status).toBe(404);
    const stranger = await t.call('POST', `/stories/${storyId}/media/upload/completion`, { body: { key, uploadId } });
    expect(stranger.status).toBe(401);
  });
});
