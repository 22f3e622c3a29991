import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Paragraph } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FfmpegMediaProcessor } from '../../media/ffmpeg-media-processor.js';
import { scratchDir, speakingVideo } from '../../testing/media-fixtures.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { createUser, signInAs } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';
import { buildUploadTestApp, diskStore, pathOf, postRecordingForm, type UploadTestApp } from '../../testing/upload-test-kit.js';
import { storyAsyncOperations } from '../pipeline/story-operations.js';

const pglite = testDatabases.filter((d) => d.name === 'pglite');

describe.each(pglite)('local recording upload on $name', ({ open }) => {
  let t: UploadTestApp;
  let dir: string;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ dir, cleanup } = await scratchDir('storykeep-local-'));
    t = await buildUploadTestApp(await open(), join(dir, 'data'));
    await t.db.updateTable('users').set({ full_name: 'Rose Miller' }).where('id', '=', t.userId).execute();
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  async function newStory(): Promise<string> {
    const started = await t.call('POST', '/stories/start', {
      token: t.token,
      body: { project: t.projectId, type: 'local', title: 'Call' },
    });
    return started.body.storyId;
  }

  /** Streams `bytes` the way a participant's browser does: open, then per part ask for a URL and PUT, then complete. */
  async function streamRecording(
    storyId: string,
    streamId: string,
    bytes: Buffer,
    recordingStart: Date,
    localTimeOffset: number,
    as = t.token,
  ) {
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token: as,
      body: {
        type: 'video',
        streamId,
        recordingStart: recordingStart.toISOString(),
        localTimeOffset,
        mimeType: 'video/webm;codecs=vp8,opus',
      },
    });
    expect(opened.status).toBe(200);
    const { key, uploadId, token } = opened.body as { key: string; uploadId: string; token: string };
    const half = Math.ceil(bytes.length / 2);
    for (const [index, part] of [bytes.subarray(0, half), bytes.subarray(half)].entries()) {
      const next = await t.app.inject({
        method: 'GET',
        url: `/api/stories/${storyId}/media/upload/next?uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=${index + 1}`,
        headers: { authorization: token },
      });
      expect(next.statusCode).toBe(200);
      const put = await t.app.inject({ method: 'PUT', url: pathOf(next.json().partUrl), payload: part });
      expect(put.statusCode).toBe(200);
    }
    const stop = new Date(recordingStart.getTime() + 8000);
    const done = await t.app.inject({
      method: 'POST',
      url: `/api/stories/${storyId}/media/upload/completion`,
      headers: { authorization: `Bearer ${token}` },
      payload: {
        uploadId,
        key,
        metadata: {
          streamId,
          sessionId: 'session-1',
          recordingStart: recordingStart.toISOString(),
          recordingStop: stop.toISOString(),
          localTimeOffset,
          mimeType: 'video/webm',
        },
      },
    });
    expect(done.statusCode).toBe(200);
    return { key, uploadId, token };
  }

  it('mixes two participants by their start times and names each one in the transcript', async () => {
    const storyId = await newStory();
    const host = await readFile(await speakingVideo(join(dir, 'host.webm'), { text: 'where did your family live when you were young' }));
    const guestFile = await speakingVideo(join(dir, 'guest.webm'), { text: 'we lived on a farm near the river', voice: 'slt' });
    const guest = await readFile(guestFile);
    const guestSeconds = (await new FfmpegMediaProcessor().probe(guestFile)).duration;
    await streamRecording(storyId, 'host-stream', host, new Date('2024-05-01T10:00:00.000Z'), 0);
    // The guest started four seconds later on a clock running one second slow.
    const sam = await createUser(t.db, 'manager', [t.organizationId]);
    await t.db.updateTable('users').set({ full_name: 'Sam Ortiz' }).where('id', '=', sam.id).execute();
    await streamRecording(storyId, 'guest-stream', guest, new Date('2024-05-01T10:00:03.000Z'), 1000, await signInAs(t, sam.email));
    expect(await storyAsyncOperations(t.db, storyId)).toEqual([{ type: 'TranscodeLocalVideo', status: 'pending_mux' }]);

    // Mixing, processing, transcription (and whatever other areas queue after a transcript).
    expect(await t.drain()).toBeGreaterThanOrEqual(3);
    const media = await t.db.selectFrom('story_media').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(media.original_key).toBe(`stories/${storyId}/mix.mp4`);
    // The mix lasts until the guest, who started 4 s in, stopped talking.
    expect(media.duration).toBeGreaterThan(4 + guestSeconds - 0.2);
    const story = await t.db.selectFrom('stories').selectAll().where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.thumbnail_url).toBeTruthy();
    const transcript = await storedTranscript(t.db, storyId);
    const paragraphs = transcript.paragraphs as Paragraph[];
    const words = paragraphs.flatMap((p) => p.children.flatMap((c) => c.words.map((w) => ({ ...w, speaker: p.speaker }))));
    expect(new Set(paragraphs.map((p) => p.speaker))).toEqual(new Set(['Rose Miller', 'Sam Ortiz']));
    const farm = words.find((w) => w.text === 'farm');
    const family = words.find((w) => w.text === 'family');
    expect(family).toMatchObject({ speaker: 'Rose Miller' });
    expect(family?.start).toBeLessThan(4);
    expect(farm).toMatchObject({ speaker: 'Sam Ortiz' });
    expect(farm?.start).toBeGreaterThan(4);
    expect(await storyAsyncOperations(t.db, storyId)).toEqual([
      { type: 'TranscodeLocalVideo', status: 'completed' },
      { type: 'transcode', status: 'completed' },
      { type: 'transcribe', status: 'completed' },
    ]);
    // Two videos mixed, rendered and recognised take a while on a shared two-core machine.
  }, 240_000);

  it('answers 404, never STORY_DELETED, when a story is gone without a deletion on record, so the browser keeps the stream', async () => {
    const storyId = await newStory();
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token: t.token,
      body: { type: 'audio', streamId: 's1', recordingStart: Date.now(), localTimeOffset: 0 },
    });
    expect(opened.status).toBe(200);
    await t.db.deleteFrom('stories').where('id', '=', storyId).execute();
    const { key, uploadId, token } = opened.body;
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/next?uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=1`,
      headers: { authorization: token },
    });
    expect(next.statusCode).toBe(404);
    const again = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token: t.token,
      body: { type: 'audio', streamId: 's2', recordingStart: Date.now(), localTimeOffset: 0 },
    });
    expect(again.status).toBe(404);
    expect(again.body.error.code).toBe('NOT_FOUND');
  });

  it('refuses a part URL to a wrong upload token', async () => {
    const storyId = await newStory();
    const opened = await t.call('POST', `/stories/${storyId}/media/upload/new`, {
      token: t.token,
      body: { type: 'audio', streamId: 's1', recordingStart: Date.now(), localTimeOffset: 0 },
    });
    const { key, uploadId } = opened.body;
    const next = await t.app.inject({
      method: 'GET',
      url: `/api/stories/${storyId}/media/upload/next?uploadId=${uploadId}&key=${encodeURIComponent(key)}&partNumber=1`,
      headers: { authorization: 'not-the-token' },
    });
    expect(next.statusCode).toBe(401);
  });

  const postForm = (url: string, fields: Record<string, string>, bytes: Buffer) =>
    postRecordingForm(t, url, fields, { bytes, type: 'video/webm', name: 'recording.webm' });

  it('takes a whole recording posted as a form, with its timing, and queues the mix', async () => {
    const storyId = await newStory();
    const bytes = await readFile(await speakingVideo(join(dir, 'single.webm'), { text: 'a single recording' }));
    const answer = await t.call('GET', `/stories/${storyId}/media/upload-url?id=rec-1&streamId=cam-1&mimeType=video/webm`, {
      token: t.token,
    });
    expect(answer.status).toBe(200);
    const posted = await postForm(
      answer.body.url,
      {
        ...answer.body.fields,
        recordingStart: '2024-05-01T10:00:00.000Z',
        recordingStop: '2024-05-01T10:00:05.000Z',
        localTimeOffset: '-120',
      },
      bytes,
    );
    expect(posted.statusCode).toBe(200);
    // The answer says what was stored, for the device to compare with what it sent.
    expect(posted.json()).toEqual({
      key: answer.body.fields.key,
      size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect((await readFile(diskStore(t.media).pathOf(answer.body.fields.key))).equals(bytes)).toBe(true);
    const upload = await t.db.selectFrom('media_uploads').selectAll().where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(upload).toMatchObject({ status: 'completed', local_time_offset: -120, size: bytes.length });
    expect(upload.recording_start?.toISOString()).toBe('2024-05-01T10:00:00.000Z');
    expect(await storyAsyncOperations(t.db, storyId)).toEqual([{ type: 'TranscodeLocalVideo', status: 'pending_mux' }]);
  });

  it('answers a form posted for a deleted story with 404 and keeps none of it', async () => {
    const storyId = await newStory();
    const answer = await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=cam-2`, { token: t.token });
    await t.db.deleteFrom('stories').where('id', '=', storyId).execute();
    const posted = await postForm(answer.body.url, answer.body.fields, Buffer.from('late bytes'));
    expect(posted.statusCode).toBe(404);
    expect(await t.media.store.stat(answer.body.fields.key)).toBeUndefined();
    expect((await t.call('GET', `/stories/${storyId}/media/upload-url?streamId=cam-3`, { token: t.token })).status).toBe(404);
  });
});
