import { compareWords, type Paragraph } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVonageApi, verifyHs256 } from '../../testing/fake-vonage-api.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { testDatabases } from '../../testing/test-databases.js';
import type { UploadTestApp } from '../../testing/upload-test-kit.js';
import { startVonageArchiveApp, type VonageArchiveApp, type VonageProject } from '../../testing/vonage-archive-kit.js';

// Real: the server and its routes, its job queue, Vonage's server SDK making real HTTP requests, the download, the
// unpacking of the ZIP, ffmpeg's mix and pocketsphinx's transcription. Faked: Vonage's REST service and the archive's
// storage, by the loopback server the room tests use, which packs its archives as Vonage packs individual-stream ones.
const PROJECT: VonageProject = {
  key: '47000002',
  secret: 'a-project-secret-for-the-archive-tests',
  callbackSecret: 'callback-secret-0123456789abcdef',
};
const { secret: SECRET, callbackSecret: CALLBACK } = PROJECT;
const HOST_SAYS = 'where did your family live when you were young';
const GUEST_SAYS = 'we lived on a farm near the river with three cows and a horse';

const pglite = testDatabases.filter((d) => d.name === 'pglite');

describe.each(pglite)('Vonage archives brought into the story on $name', ({ open }) => {
  let t: UploadTestApp;
  let vonage: FakeVonageApi;
  let app: VonageArchiveApp;
  beforeAll(async () => {
    app = await startVonageArchiveApp(await open(), PROJECT, 'storykeep-vonage-archive-');
    ({ t, vonage } = app);
  });
  afterAll(() => app.close());

  const callback = (secret: string, body: unknown) => t.call('POST', `/vonage/archives/${secret}`, { body });

  it("stores each participant's file as a named track, mixes them and transcribes each speaker, once however often told", async () => {
    const started = await t.call('POST', `/projects/${t.projectId}/room/start`, { token: t.token, body: {} });
    expect(started.status).toBe(201);
    const { roomKey, storyId } = started.body as { roomKey: string; storyId: string };
    await t.call('POST', `/rooms/${roomKey}/join`, { token: t.token, body: { name: 'Rose Miller', termsAccepted: true } });
    const guest = await t.call('POST', `/rooms/${roomKey}/join`, { body: { name: 'Grandma June', termsAccepted: true } });
    const hostCall = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.token } });
    const guestCall = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: guest.body.token } });
    const record = (action: string) => t.call('POST', `/rooms/${roomKey}/recording`, { token: t.token, body: { action } });
    expect((await record('start')).status).toBe(200);
    const [archiveId] = [...vonage.archives.entries()].find(([, a]) => a.sessionId === hostCall.body.sessionId) ?? [];
    if (!archiveId) throw new Error('no archive started');
    expect((await record('stop')).status).toBe(200);

    // Each stream's connection data is what the server put in that participant's token.
    const connectionData = (token: string) => String(verifyHs256(token, SECRET).connection_data);
    const host = await app.webmSaying(HOST_SAYS, 'host', 'rms', { bitrate: '48k' });
    const narrator = await app.webmSaying(GUEST_SAYS, 'guest', 'slt', { bitrate: '48k' });
    vonage.makeAvailable(archiveId, [
      {
        streamId: 'stream-host',
        connectionData: connectionData(hostCall.body.token),
        bytes: host,
        startTimeOffset: 0,
        stopTimeOffset: 4000,
      },
      // The narrator answers after the question: their stream starts 4 s into the archive.
      {
        streamId: 'stream-guest',
        connectionData: connectionData(guestCall.body.token),
        bytes: narrator,
        startTimeOffset: 4000,
        stopTimeOffset: 9000,
      },
    ]);

    const report = { id: archiveId, sessionId: hostCall.body.sessionId, event: 'archive', duration: 9, size: 1, status: 'available' };
    // Only the configured secret opens the callback; anything else looks like no route at all.
    expect((await callback('callback-secret-0123456789abcdeX', report)).status).toBe(404);
    const bad = await callback(CALLBACK, { ...report, status: 'done' });
    expect([bad.status, bad.body.error.field]).toEqual([400, 'status']);
    expect((await callback(CALLBACK, { ...report, status: 'stopped' })).body).toEqual({ received: true, queued: false });
    expect((await callback(CALLBACK, { ...report, sessionId: 'a-session-no-room-holds' })).body).toEqual({ received: true, queued: false });
    expect((await callback(CALLBACK, report)).body).toEqual({ received: true, queued: true });
    expect((await callback(CALLBACK, report)).body).toEqual({ received: true, queued: true });

    await t.drain();
    const tracks = await t.db
      .selectFrom('media_uploads')
      .select(['participant_name', 'source', 'status', 'recording_start', 'size', 'user_id'])
      .where('story_id', '=', storyId)
      .orderBy('recording_start')
      .execute();
    expect(tracks).toEqual([
      expect.objectContaining({ participant_name: 'Rose Miller', source: 'vonage_archive', status: 'completed', user_id: t.userId }),
      expect.objectContaining({ participant_name: 'Grandma June', source: 'vonage_archive', status: 'completed', user_id: null }),
    ]);
    expect(Number(tracks[0]?.size)).toBe(host.byteLength);
    expect(tracks[1]?.recording_start?.getTime()).toBe((tracks[0]?.recording_start?.getTime() ?? 0) + 4000);
    expect(vonage.downloads).toBeGreaterThanOrEqual(1);

    const media = await t.db.selectFrom('story_media').select('original_key').where('story_id', '=', storyId).executeTakeFirstOrThrow();
    expect(media.original_key).toBe(`stories/${storyId}/mix.mp4`);
    const story = await t.db.selectFrom('stories').select('transcript_status').where('id', '=', storyId).executeTakeFirstOrThrow();
    expect(story.transcript_status).toBe('completed');
    const transcript = await storedTranscript(t.db, storyId);
    const words = (transcript.paragraphs as Paragraph[]).flatMap((p) =>
      p.children.flatMap((c) => c.words.map((w) => ({ text: w.text, speaker: p.speaker }))),
    );
    const said = (speaker: string) =>
      words
        .filter((w) => w.speaker === speaker)
        .map((w) => w.text)
        .join(' ');
    const wer: Record<string, number> = {};
    for (const [name, script] of [
      ['Rose Miller', HOST_SAYS],
      ['Grandma June', GUEST_SAYS],
    ] as const) {
      const counts = compareWords(script, said(name)).counts;
      wer[name] = Number(counts.wer.toFixed(3));
      expect(counts.equal, `${name}: ${said(name)}`).toBeGreaterThanOrEqual(Math.ceil(counts.referenceWords / 2));
    }
    console.log('Vonage archive WER per speaker', JSON.stringify(wer));

    // Told again later (Vonage repeats callbacks it thinks were lost): nothing is stored twice.
    await callback(CALLBACK, report);
    await t.drain();
    expect(await t.db.selectFrom('media_uploads').select('upload_id').where('story_id', '=', storyId).execute()).toHaveLength(2);
    // Real speech, mixing and recognition on a shared machine.
  }, 300_000);

  it('gives up on an archive gone from Vonage by the time the job asks, storing nothing', async () => {
    const started = await t.call('POST', `/projects/${t.projectId}/room/start`, { token: t.token, body: {} });
    const { roomKey, storyId } = started.body as { roomKey: string; storyId: string };
    await t.call('POST', `/rooms/${roomKey}/join`, { token: t.token, body: { name: 'Rose Miller', termsAccepted: true } });
    const call = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.token } });
    await t.call('POST', `/rooms/${roomKey}/recording`, { token: t.token, body: { action: 'start' } });
    await t.call('POST', `/rooms/${roomKey}/recording`, { token: t.token, body: { action: 'stop' } });
    const [archiveId, archive] = [...vonage.archives.entries()].find(([, a]) => a.sessionId === call.body.sessionId) ?? [];
    if (!archiveId || !archive) throw new Error('no archive started');
    vonage.makeAvailable(archiveId, [
      { streamId: 'stream-host', connectionData: '{}', bytes: new Uint8Array([1, 2, 3]), startTimeOffset: 0, stopTimeOffset: 1000 },
    ]);
    const report = { id: archiveId, sessionId: call.body.sessionId, status: 'available' };
    expect((await callback(CALLBACK, report)).body).toEqual({ received: true, queued: true });
    // Vonage keeps an archive for a limited time: this one expired before the job ran.
    archive.status = 'expired';
    const downloads = vonage.downloads;
    await t.drain();
    const job = await t.db
      .selectFrom('jobs')
      .select(['status', 'last_error', 'attempts'])
      .where('type', '=', 'vonage.archive')
      .where('story_id', '=', storyId)
      .executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job.last_error).toContain('expired');
    expect(vonage.downloads).toBe(downloads);
    expect(await t.db.selectFrom('media_uploads').select('upload_id').where('story_id', '=', storyId).execute()).toEqual([]);
  }, 120_000);
});
