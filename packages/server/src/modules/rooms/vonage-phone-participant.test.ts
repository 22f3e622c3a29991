import { compareWords, type Paragraph } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVonageApi, verifyHs256 } from '../../testing/fake-vonage-api.js';
import { storedTranscript } from '../../testing/stored-transcript.js';
import { testDatabases } from '../../testing/test-databases.js';
import type { UploadTestApp } from '../../testing/upload-test-kit.js';
import { startVonageArchiveApp, type VonageArchiveApp, type VonageProject } from '../../testing/vonage-archive-kit.js';

// Real: the server, its job queue, Vonage's server SDK over HTTP, the archive's unpacking, ffmpeg's mix and
// pocketsphinx. Faked: Vonage's REST service and archive storage (the loopback fake). The phone participant's leg is
// telephone audio: 8 kHz, as a dial-in brings it, in the archive's Opus WebM like every other stream.
const PROJECT: VonageProject = {
  key: '47000003',
  secret: 'a-project-secret-for-the-phone-tests',
  callbackSecret: 'callback-secret-phone-0123456789abcd',
};
const { secret: SECRET, callbackSecret: CALLBACK } = PROJECT;
const HOST_SAYS = 'where did your family live when you were young';
const PHONE_SAYS = 'we lived on a farm near the river with three cows and a horse';
const PHONE_NAME = 'Phone caller ending 0123';
// A second caller comes in on a leg of their own (the server dials one per caller), so the archive holds their stream
// apart from the first caller's.
const SECOND_PHONE_SAYS = 'my mother and father went to church every sunday morning';
const SECOND_PHONE_NAME = 'Phone caller ending 0456';

describe.each(testDatabases.filter((d) => d.name === 'pglite'))('a phone participant in a Vonage archive on $name', ({ open }) => {
  let t: UploadTestApp;
  let vonage: FakeVonageApi;
  let app: VonageArchiveApp;
  beforeAll(async () => {
    app = await startVonageArchiveApp(await open(), PROJECT, 'storykeep-vonage-phone-');
    ({ t, vonage } = app);
  });
  afterAll(() => app.close());

  it("stores each caller's phone leg as its own track, named by the last digits of their number, and transcribes each as its own speaker", async () => {
    const started = await t.call('POST', `/projects/${t.projectId}/room/start`, { token: t.token, body: {} });
    const { roomKey, storyId } = started.body as { roomKey: string; storyId: string };
    await t.call('POST', `/rooms/${roomKey}/join`, { token: t.token, body: { name: 'Rose Miller', termsAccepted: true } });
    const hostCall = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.token } });
    const record = (action: string) => t.call('POST', `/rooms/${roomKey}/recording`, { token: t.token, body: { action } });
    await record('start');
    const [archiveId] = [...vonage.archives.entries()].find(([, a]) => a.sessionId === hostCall.body.sessionId) ?? [];
    if (!archiveId) throw new Error('no archive started');
    await record('stop');

    vonage.makeAvailable(archiveId, [
      {
        streamId: 'stream-host',
        connectionData: String(verifyHs256(hostCall.body.token, SECRET).connection_data),
        bytes: await app.webmSaying(HOST_SAYS, 'host', 'rms', { bitrate: '32k', sampleRate: 48_000 }),
        startTimeOffset: 0,
        stopTimeOffset: 4000,
      },
      {
        streamId: 'stream-phone',
        connectionData: JSON.stringify({ phone: '+44 7700 900123' }),
        bytes: await app.webmSaying(PHONE_SAYS, 'phone', 'slt', { bitrate: '32k', sampleRate: 8000 }),
        startTimeOffset: 4000,
        stopTimeOffset: 9000,
      },
      {
        streamId: 'stream-phone-2',
        connectionData: JSON.stringify({ phone: '0456' }),
        bytes: await app.webmSaying(SECOND_PHONE_SAYS, 'phone-2', 'rms', { bitrate: '32k', sampleRate: 8000 }),
        startTimeOffset: 9000,
        stopTimeOffset: 13000,
      },
    ]);
    const report = { id: archiveId, sessionId: hostCall.body.sessionId, event: 'archive', duration: 13, size: 1, status: 'available' };
    expect((await t.call('POST', `/vonage/archives/${CALLBACK}`, { body: report })).body).toEqual({ received: true, queued: true });
    await t.drain();

    const tracks = await t.db
      .selectFrom('media_uploads')
      .select(['participant_name', 'user_id'])
      .where('story_id', '=', storyId)
      .orderBy('recording_start')
      .execute();
    expect(tracks).toEqual([
      { participant_name: 'Rose Miller', user_id: t.userId },
      { participant_name: PHONE_NAME, user_id: null },
      { participant_name: SECOND_PHONE_NAME, user_id: null },
    ]);

    const paragraphs = (await storedTranscript(t.db, storyId)).paragraphs as Paragraph[];
    const said = (speaker: string) =>
      paragraphs
        .filter((p) => p.speaker === speaker)
        .flatMap((p) => p.children.flatMap((c) => c.words.map((w) => w.text)))
        .join(' ');
    // The whole number is nowhere in the transcript.
    expect(JSON.stringify(paragraphs)).not.toContain('7700');
    const phone = compareWords(PHONE_SAYS, said(PHONE_NAME)).counts;
    console.log('Phone participant', JSON.stringify({ heard: said(PHONE_NAME), wer: Number(phone.wer.toFixed(3)) }));
    expect(phone.equal, said(PHONE_NAME)).toBeGreaterThanOrEqual(Math.ceil(phone.referenceWords / 3));
    const second = compareWords(SECOND_PHONE_SAYS, said(SECOND_PHONE_NAME)).counts;
    console.log('Second phone participant', JSON.stringify({ heard: said(SECOND_PHONE_NAME), wer: Number(second.wer.toFixed(3)) }));
    expect(second.equal, said(SECOND_PHONE_NAME)).toBeGreaterThanOrEqual(Math.ceil(second.referenceWords / 3));
    // Each caller's words are under their own name, not the other's.
    expect(compareWords(PHONE_SAYS, said(SECOND_PHONE_NAME)).counts.equal).toBeLessThan(second.equal);
    expect(compareWords(HOST_SAYS, said('Rose Miller')).counts.equal).toBeGreaterThan(0);
  }, 300_000);
});
