import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVonageApi, startFakeVonageApi, verifyHs256 } from '../../testing/fake-vonage-api.js';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { vonageFromEnv } from './vonage-video.js';

// Real: the server, its routes and database, Vonage's own server SDK (`opentok`) making real HTTP requests and
// signing real tokens. Faked: Vonage's REST service, by a loopback server that checks each request's project JWT.
const KEY = '47000001';
const SECRET = 'a-project-secret-for-the-loopback-fake';

describe.each(testDatabases)('rooms on Vonage Video on $name', ({ open }) => {
  let t: MediaTestApp;
  let vonage: FakeVonageApi;
  beforeAll(async () => {
    vonage = await startFakeVonageApi(KEY, SECRET);
    t = await buildMediaTestApp(await open(), { env: { VONAGE_API_KEY: KEY, VONAGE_API_SECRET: SECRET, VONAGE_API_URL: vonage.url } });
  });
  afterAll(async () => {
    await t.close();
    await vonage.close();
  });

  async function room() {
    const started = await t.call('POST', `/projects/${t.world.own.project}/room/start`, { token: t.world.tokens.manager, body: {} });
    expect(started.status).toBe(201);
    return started.body as { roomKey: string; storyId: string };
  }

  it("makes one session per room and a client token per participant, signed with the project's secret", async () => {
    const { roomKey } = await room();
    const guest = await t.call('POST', `/rooms/${roomKey}/join`, { body: { name: 'Narrator', termsAccepted: true } });
    await t.call('POST', `/rooms/${roomKey}/join`, { token: t.world.tokens.manager, body: { name: 'Interviewer', termsAccepted: true } });

    const guestCall = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: guest.body.token } });
    expect(guestCall.status).toBe(200);
    expect(guestCall.body).toMatchObject({ provider: 'vonage', apiKey: KEY, sessionId: vonage.sessions.at(-1) });
    // No VONAGE_DIAL_IN_NUMBER: joining by phone is not offered.
    expect(guestCall.body.dialIn).toBeNull();
    const claims = verifyHs256(guestCall.body.token, SECRET);
    expect(claims).toMatchObject({ iss: KEY, ist: 'project', session_id: guestCall.body.sessionId, role: 'publisher' });
    expect(JSON.parse(String(claims.connection_data))).toEqual({
      participantId: guest.body.participantId,
      name: 'Narrator',
      role: 'guest',
    });
    expect(() => verifyHs256(guestCall.body.token, 'another secret')).toThrow('bad signature');

    const hostCall = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.world.tokens.manager } });
    expect(hostCall.body.sessionId).toBe(guestCall.body.sessionId);
    expect(verifyHs256(hostCall.body.token, SECRET)).toMatchObject({ role: 'moderator' });
    expect(vonage.requests.filter((r) => r === 'POST /session/create')).toHaveLength(1);

    // A token that has not joined this room gets nothing, and no session is made for it.
    const refused = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.world.tokens.user } });
    expect([refused.status, refused.body.error.field]).toEqual([403, 'token']);
    const bad = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: '' } });
    expect([bad.status, bad.body.error.field]).toEqual([400, 'token']);
  });

  it('starts and stops an archive with the recording, and tells the session in a signal', async () => {
    const { roomKey, storyId } = await room();
    await t.call('POST', `/rooms/${roomKey}/join`, { token: t.world.tokens.manager, body: { name: 'Interviewer', termsAccepted: true } });
    const { body: call } = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.world.tokens.manager } });
    const record = (action: string) => t.call('POST', `/rooms/${roomKey}/recording`, { token: t.world.tokens.manager, body: { action } });

    expect((await record('start')).body).toMatchObject({ isRecording: true, numberOfRecordings: 1 });
    const archives = [...vonage.archives.values()].filter((a) => a.sessionId === call.sessionId);
    expect(archives).toEqual([expect.objectContaining({ status: 'started', outputMode: 'individual' })]);
    expect(vonage.signals.at(-1)).toEqual({
      sessionId: call.sessionId,
      type: 'recording',
      data: { recording: expect.objectContaining({ isRecording: true, numberOfRecordings: 1 }) },
    });
    // Starting again while recording makes no second archive.
    await record('start');
    expect([...vonage.archives.values()].filter((a) => a.sessionId === call.sessionId)).toHaveLength(1);

    expect((await record('stop')).body).toMatchObject({ isRecording: false });
    expect(archives[0]?.status).toBe('stopped');
    expect(vonage.signals.at(-1)?.data).toEqual({ recording: expect.objectContaining({ isRecording: false }) });

    // An archive Vonage refuses leaves the recording stopped and says so with a 502.
    vonage.failNextArchive = 409;
    const refused = await record('start');
    expect([refused.status, refused.body.error.code]).toEqual([502, 'VIDEO_SERVICE']);
    expect((await t.call('GET', `/room/stories/${storyId}`, { token: t.world.tokens.manager })).body).toMatchObject({
      isRecording: false,
      numberOfRecordings: 1,
    });
  });

  it('keeps chat sent through the server, signals it to the session, and hands it to whoever joins later', async () => {
    const { roomKey } = await room();
    const guest = await t.call('POST', `/rooms/${roomKey}/join`, { body: { name: 'Narrator', termsAccepted: true } });
    const first = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: guest.body.token } });
    expect(first.body.chat).toEqual([]);
    const sent = await t.call('POST', `/rooms/${roomKey}/chat`, {
      body: { token: guest.body.token, peerId: 'connection-7', text: '  Hello from the kitchen  ' },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ from: 'connection-7', name: 'Narrator', text: 'Hello from the kitchen' });
    expect(vonage.signals.at(-1)).toEqual({ sessionId: first.body.sessionId, type: 'chat', data: sent.body });

    await t.call('POST', `/rooms/${roomKey}/join`, { token: t.world.tokens.manager, body: { name: 'Interviewer', termsAccepted: true } });
    const late = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: t.world.tokens.manager } });
    expect(late.body.chat).toEqual([sent.body]);

    const refused = await t.call('POST', `/rooms/${roomKey}/chat`, { body: { token: 'not-a-room-token', peerId: 'x', text: 'Hi' } });
    expect([refused.status, refused.body.error.field]).toEqual([403, 'token']);
    const blank = await t.call('POST', `/rooms/${roomKey}/chat`, { body: { token: guest.body.token, peerId: 'x', text: '   ' } });
    expect([blank.status, blank.body.error.field]).toEqual([400, 'text']);
    expect((await t.call('GET', `/rooms/${roomKey}/chat`, { token: t.world.tokens.manager })).body.items).toEqual([sent.body]);
  });

  it('reads its settings from VONAGE_API_KEY and VONAGE_API_SECRET, both or neither', () => {
    expect(vonageFromEnv({})).toBeUndefined();
    expect(vonageFromEnv({ VONAGE_API_KEY: 'k', VONAGE_API_SECRET: 's' })).toEqual({ apiKey: 'k', apiSecret: 's', apiUrl: undefined });
    expect(() => vonageFromEnv({ VONAGE_API_KEY: 'k' })).toThrow('VONAGE_API_SECRET');
    expect(() => vonageFromEnv({ VONAGE_API_SECRET: 's' })).toThrow('VONAGE_API_KEY');
    expect(() => vonageFromEnv({ VONAGE_API_KEY: 'k', VONAGE_API_SECRET: 's', VONAGE_API_URL: 'nope' })).toThrow('VONAGE_API_URL');
  });
});
