import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';

const word = (text: string, start: number, end: number) => ({ text, start, end });
const paragraph = (speaker: string, start: number, end: number, words: ReturnType<typeof word>[]) => ({
  speaker,
  start,
  end,
  children: [{ text: words.map((w) => w.text).join(' '), words }],
});

describe.each(testDatabases)('transcripts on $name', ({ open }) => {
  let t: MediaTestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    token = t.world.tokens.user ?? '';
  });
  afterAll(() => t.close());

  const story = () => addStory(t.db, t.world.own, `Story ${randomUUID().slice(0, 6)}`);

  it('answers 400 while a story has no transcript, and 404 for stories of another organization', async () => {
    const id = await story();
    expect(await t.call('GET', `/transcripts/${id}`, { token })).toMatchObject({ status: 400, body: { error: { code: 'NO_TRANSCRIPT' } } });
    expect((await t.call('GET', `/transcripts/${t.world.other.stories[0]}`, { token })).status).toBe(404);
  });

  it('saves an edit normalised, skips paragraphs without words, reports bad timings, and keeps search chunks in step', async () => {
    const id = await story();
    const sent = [
      paragraph('Ada', 0, 2, [word('We', 0, 0.5), word('farmed', 0.5, 1.2), word('wheat', 1.2, 2)]),
      { speaker: 'Ada', start: 2, end: 3, children: [{ text: '  ', words: [] }] },
      // Starts before the previous end: moved, and reported.
      paragraph('Bo', 1.5, 4, [word('Then', 1.5, 2.5), word('drought', 2.5, 4)]),
    ];
    const saved = await t.call('POST', `/transcripts/${id}/edit`, { token, body: sent });
    expect(saved.status).toBe(200);
    expect(saved.body.report).toMatchObject({ valid: false, skippedWithoutWords: 1, dropped: 0 });
    expect(saved.body.report.outOfOrderTimings).toBeGreaterThan(0);
    expect(saved.body.report.text).toContain('OUT OF ORDER TIMING');
    const read = await t.call('GET', `/transcripts/${id}`, { token });
    expect(read.body.transcript.paragraphs.map((p: { speaker: string; start: number }) => [p.speaker, p.start])).toEqual([
      ['Ada', 0],
      ['Bo', 2],
    ]);
    const chunks = await t.db
      .selectFrom('transcript_chunks')
      .select(['body', 'speaker'])
      .where('story_id', '=', id)
      .orderBy('position')
      .execute();
    expect(chunks).toEqual([
      { body: 'We farmed wheat', speaker: 'Ada' },
      { body: 'Then drought', speaker: 'Bo' },
    ]);
    await t.call('POST', `/transcripts/${id}/edit`, { token, body: [paragraph('Ada', 0, 1, [word('Rain', 0, 1)])] });
    const after = await t.db.selectFrom('transcript_chunks').select('body').where('story_id', '=', id).execute();
    expect(after).toEqual([{ body: 'Rain' }]);
  });

  it('keeps versions, lists them newest first and reads each back', async () => {
    const id = await story();
    expect((await t.call('POST', `/transcripts/${id}/saveversion`, { token })).status).toBe(400);
    const first = [paragraph('Ada', 0, 1, [word('first', 0, 1)])];
    const second = [paragraph('Ada', 0, 1, [word('second', 0, 1)])];
    await t.call('POST', `/transcripts/${id}/edit`, { token, body: first });
    t.clock.now = new Date('2030-01-01T00:00:00Z');
    const v1 = await t.call('POST', `/transcripts/${id}/saveversion`, { token });
    await t.call('POST', `/transcripts/${id}/edit`, { token, body: second });
    t.clock.now = new Date('2030-01-02T00:00:00Z');
    const v2 = await t.call('POST', `/transcripts/${id}/saveversion`, { token });
    const versions = await t.call('GET', `/transcripts/${id}/versions`, { token });
    expect(versions.body.map((v: { path: string }) => v.path)).toEqual([v2.body.path, v1.body.path]);
    const fileName = (path: string) => path.split('/').at(-1);
    const old = await t.call('GET', `/transcripts/${id}/version/file/${fileName(v1.body.path)}`, { token });
    expect(old.body.transcript.paragraphs[0].children[0].text).toBe('first');
    expect((await t.call('GET', `/transcripts/${id}/version/file/nope.json`, { token })).status).toBe(404);
    t.clock.now = new Date();
  });

  it('refuses malformed input with the field at fault and changes nothing', async () => {
    const id = await story();
    const notList = await t.call('POST', `/transcripts/${id}/edit`, { token, body: { paragraphs: [] } });
    expect(notList).toMatchObject({ status: 400, body: { error: { code: 'VALIDATION', field: 'body' } } });
    const notObjects = await t.call('POST', `/transcripts/${id}/edit`, { token, body: [1, 2] });
    expect(notObjects.body.error.field).toBe('0');
    expect((await t.call('GET', `/transcripts/${id}/version/file/..%2Fsecret`, { token })).status).toBe(400);
    expect((await t.call('GET', `/transcripts/${id}`, { token })).status).toBe(400);
  });

  it('queues transcription with the asked mode; a regenerate as the app makes it (saveversion, then regenerate) keeps exactly one version', async () => {
    const id = await story();
    expect((await t.call('POST', `/stories/${id}/transcribe`, { token, body: { language_code: 'en' } })).status).toBe(409);
    await t.db
      .insertInto('story_media')
      .values({ story_id: id, original_key: `stories/${id}/original.mp4` })
      .execute();
    const bad = await t.call('POST', `/stories/${id}/transcribe`, { token, body: { language_code: 'English please' } });
    expect(bad.body.error.field).toBe('language_code');
    const queued = await t.call('POST', `/stories/${id}/transcribe`, { token, body: { language_code: 'en-US' } });
    expect(queued.body).toMatchObject({ queued: true, asyncOperations: [{ type: 'transcribe', status: 'pending', mode: 'standard' }] });
    const job = await t.media.jobs.get(queued.body.jobId);
    expect(job?.payload).toEqual({ storyId: id, language: 'en-US' });
    await t.db.deleteFrom('jobs').where('story_id', '=', id).execute();

    await t.call('POST', `/transcripts/${id}/edit`, { token, body: [paragraph('Ada', 0, 1, [word('kept', 0, 1)])] });
    const again = await t.call('POST', `/stories/${id}/advanced_transcribe`, { token, body: { language: 'en' } });
    expect(again.body).toMatchObject({ queued: false, jobId: null });
    expect((await t.call('GET', `/transcripts/${id}/versions`, { token })).body).toEqual([]);
    expect((await t.call('POST', `/transcripts/${id}/saveversion`, { token })).status).toBe(200);
    const regenerated = await t.call('POST', `/stories/${id}/deepgram_transcribe`, { token, body: { language: 'en', regenerate: true } });
    expect(regenerated.body.asyncOperations).toEqual([{ type: 'transcribe', status: 'pending', mode: 'advanced' }]);
    const versions = await t.call('GET', `/transcripts/${id}/versions`, { token });
    expect(versions.body).toHaveLength(1);
    const kept = await t.call('GET', `/transcripts/${id}/version/file/${versions.body[0].path.split('/').at(-1)}`, { token });
    expect(kept.body.transcript.paragraphs[0].children[0].text).toBe('kept');
    const transcode = await t.call('POST', `/stories/${id}/transcode`, { token });
    expect(transcode.body.asyncOperations).toContainEqual({ type: 'transcode', status: 'pending' });
    expect((await t.call('POST', `/stories/${t.world.other.stories[0]}/transcode`, { token })).status).toBe(404);
  });
});
