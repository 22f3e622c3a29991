import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scratchDir, speakingVideo } from '../testing/media-fixtures.js';
import { emptyDatabase, testDatabases } from '../testing/test-databases.js';
import { buildUploadTestApp, pathOf, type UploadTestApp, uploadInOnePart } from '../testing/upload-test-kit.js';

// The journey, through the API only: upload a spoken recording, let the pipeline process and transcribe
// it (pocketsphinx), then find a spoken phrase, read the auto-generated chapters, and cut a clip.
describe.each(testDatabases)('from upload to clip and search on $name', ({ open }) => {
  let t: UploadTestApp;
  let cleanup: () => Promise<void>;
  let recording: Buffer;
  beforeAll(async () => {
    const scratch = await scratchDir('storykeep-journey-');
    cleanup = scratch.cleanup;
    const database = await open();
    await emptyDatabase(database);
    t = await buildUploadTestApp(database, join(scratch.dir, 'data'));
    recording = await readFile(await speakingVideo(join(scratch.dir, 'interview.mp4'), { container: 'mp4' }));
    await t.db
      .updateTable('organizations')
      .set({ settings: JSON.stringify({ auto_chaptering: true }) })
      .execute();
  });
  afterAll(async () => {
    await t.app.close();
    await cleanup();
  });

  it('uploads, transcribes, finds "old farmer", chapters the story and renders a clip', async () => {
    const token = t.token;
    const { storyId, completion } = await uploadInOnePart(t, { fileName: 'interview.mp4', type: 'video/mp4', bytes: recording });
    expect(completion).toBe(200);
    // Processing, transcription, then the entity extraction and auto chaptering the database queues after it.
    expect(await t.drain()).toBe(4);

    const transcript = await t.call('GET', `/transcripts/${storyId}`, { token });
    const words = transcript.body.transcript.paragraphs.flatMap((p: { children: { words: { text: string }[] }[] }) =>
      p.children.flatMap((c) => c.words.map((w) => w.text)),
    );
    expect(words).toContain('farmer');

    const found = await t.call('POST', `/weaviate/${storyId}/search`, { token, body: { query: 'old farmer', mode: 'hybrid', alpha: 0.5 } });
    const chunks = found.body.items.flatMap((i: { chunks: { highlight: string; start_time: number }[] }) => i.chunks);
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks[0].highlight).toContain('<em>farmer</em>');
    const enriched = await t.call('POST', '/weaviate/search/enriched', { token, body: { query: 'farmer porch', project_id: t.projectId } });
    expect(enriched.body.items.map((i: { storyId: string }) => i.storyId)).toEqual([storyId]);

    const indexes = await t.call('GET', `/stories/${storyId}/index`, { token });
    expect(indexes.body).toHaveLength(1);
    expect(indexes.body[0].metadata[0].time.start).toBe(0);
    expect(indexes.body[0].metadata[0].keywords.length).toBeGreaterThan(0);

    const clip = await t.call('POST', `/stories/${storyId}/create_clip`, {
      token,
      body: { title: 'The fox', start: 0.5, end: 2.5, tags: ['fox'] },
    });
    expect(clip.body.archiveURL).toBeNull();
    expect(await t.drain()).toBe(1);
    const ready = await t.call('GET', `/stories/${storyId}/read_clip/${clip.body._id}`, { token });
    const media = await t.app.inject({ method: 'GET', url: pathOf(ready.body.archiveURL) });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('video/mp4');
    expect((await t.app.inject({ method: 'GET', url: pathOf(ready.body.thumbnailURL) })).headers['content-type']).toBe('image/jpeg');
    expect(ready.body.extendedArchiveURL).toEqual(expect.stringContaining('/api/media/'));
    const listed = await t.call('GET', `/stories/${storyId}/list_clip`, { token });
    expect(listed.body.map((c: { _id: string }) => c._id)).toEqual([clip.body._id]);
  }, 180_000);
});
