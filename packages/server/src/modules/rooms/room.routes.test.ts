import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { PRESENCE_STALE_SECONDS } from './room-signal.js';
import { openSignal } from './room-test-client.js';

describe.each(testDatabases)('rooms on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let second: MediaTestApp | undefined;
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
  });
  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const join = { name: 'Narrator', email: 'narrator@example.com', termsAccepted: true };

  async function start(body: Record<string, unknown> = {}) {
    const answer = await t.call('POST', `/projects/${t.world.own.project}/room/start`, { token: t.world.tokens.manager, body });
    expect(answer.status).toBe(201);
    return answer.body;
  }

  it('starts a room bound to a new story in the folder, and joins by its link with the session password', async () => {
    const room = await start({
      folder: t.world.own.folder,
      title: 'Grandma',
      questions: [' Where were you born? '],
      sessionPassword: 'tea-for-two',
    });
    expect(room).toMatchObject({
      title: 'Grandma',
      questions: ['Where were you born?'],
      passwordRequired: true,
      isRecording: false,
      numberOfRecordings: 0,
    });
    expect(room.roomUrl).toBe(`http://storykeep.test/room/session/${room.roomKey}`);
    const story = await t.call('GET', `/stories/${room.storyId}`, { token: t.world.tokens.manager });
    expect(story.status).toBe(200);
    const inFolder = await t.db.selectFrom('folder_stories').select('story_id').where('folder_id', '=', t.world.own.folder).execute();
    expect(inFolder.map((r) => r.story_id)).toContain(room.storyId);
    expect((await t.call('GET', `/room/stories/${room.storyId}`, { token: t.world.tokens.user })).body.roomKey).toBe(room.roomKey);

    const info = await t.call('GET', `/rooms/${room.roomKey}`);
    expect(info.body).toMatchObject({ title: 'Grandma', passwordRequired: true });
    const noPassword = await t.call('POST', `/rooms/${room.roomKey}/join`, { body: join });
    expect([noPassword.status, noPassword.body.error.code, noPassword.body.error.field]).toEqual([401, 'AUTH_NEEDED', 'sessionPassword']);
    const wrong = await t.call('POST', `/rooms/${room.roomKey}/join`, { body: { ...join, sessionPassword: 'coffee-black' } });
    expect([wrong.status, wrong.body.error.code]).toEqual([403, 'AUTH_FAILED']);
    const noTerms = await t.call('POST', `/rooms/${room.roomKey}/join`, {
      body: { ...join, termsAccepted: false, sessionPassword: 'tea-for-two' },
    });
    expect([noTerms.status, noTerms.body.error.field]).toEqual([400, 'termsAccepted']);
    const guest = await t.call('POST', `/rooms/${room.roomKey}/join`, { body: { ...join, sessionPassword: 'tea-for-two' } });
    expect(guest.body).toMatchObject({ role: 'guest', name: 'Narrator', storyId: room.storyId, questions: ['Where were you born?'] });
    expect(guest.body.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // The server's clock, which a guest's device cannot read otherwise, lets it align its recording.
    expect(guest.body.serverTime).toBe(t.clock.now.toISOString());
    // The guest token opens this room only, never the rest of the API.
    expect((await t.call('GET', `/stories/${room.storyId}`, { token: guest.body.token })).status).toBe(401);
    expect((await t.call('POST', `/rooms/${room.roomKey}/recording`, { token: guest.body.token, body: { action: 'start' } })).status).toBe(
      401,
    );

    const host = await t.call('POST', `/rooms/${room.roomKey}/join`, {
      token: t.world.tokens.manager,
      body: { ...join, name: 'Interviewer' },
    });
    expect(host.body).toMatchObject({ role: 'host', token: null });
    const member = await t.call('POST', `/rooms/${room.roomKey}/join`, {
      token: t.world.tokens.user,
      body: { ...join, sessionPassword: 'tea-for-two' },
    });
    expect(member.body).toMatchObject({ role: 'guest', token: null });
  });

  it("keeps the organization's rule that sessions need a password", async () => {
    await t.db
      .updateTable('organizations')
      .set({ require_session_passwords: true })
      .where('id', '=', t.world.own.organization.id)
      .execute();
    try {
      const refused = await t.call('POST', `/projects/${t.world.own.project}/room/start`, { token: t.world.tokens.manager, body: {} });
      expect([refused.status, refused.body.error.field]).toEqual([400, 'sessionPassword']);
      expect((await start({ sessionPassword: 'x-long-pass' })).passwordRequired).toBe(true);
    } finally {
      await t.db
        .updateTable('organizations')
        .set({ require_session_passwords: false })
        .where('id', '=', t.world.own.organization.id)
        .execute();
    }
  });

  it('stores recordings on the story; only the host or a manager starts and stops them; questions and layout change', async () => {
    const room = await start({ questions: ['One'] });
    const by = (token: string | undefined, action: string) =>
      t.call('POST', `/rooms/${room.roomKey}/recording`, { token, body: { action } });
    expect((await by(t.world.tokens.user, 'start')).status).toBe(403);
    expect((await by(t.world.tokens.manager, 'start')).body).toMatchObject({ isRecording: true, numberOfRecordings: 1 });
    expect((await by(t.world.tokens.manager, 'start')).body).toMatchObject({ isRecording: true, numberOfRecordings: 1 });
    expect((await by(t.world.tokens.manager, 'stop')).body).toMatchObject({ isRecording: false, numberOfRecordings: 1 });
    expect((await by(t.world.tokens.manager, 'start')).body.numberOfRecordings).toBe(2);
    const questions = await t.call('PUT', `/rooms/${room.roomKey}/questions`, {
      token: t.world.tokens.manager,
      body: { questions: ['Two', 'Three'] },
    });
    expect(questions.body.questions).toEqual(['Two', 'Three']);
    expect(
      (await t.call('POST', `/rooms/${room.roomKey}/layout`, { token: t.world.tokens.manager, body: { layout: 'speaker' } })).body,
    ).toEqual({ layout: 'speaker' });
    expect((await t.call('GET', `/room/stories/${room.storyId}`, { token: t.world.tokens.manager })).body).toMatchObject({
      layout: 'speaker',
      isRecording: true,
      numberOfRecordings: 2,
    });
    expect(
      (await t.call('POST', `/rooms/${room.roomKey}/layout`, { token: t.world.tokens.manager, body: { layout: 'mosaic' } })).body.error
        .field,
    ).toBe('layout');
  });

  it('relays presence, offers, candidates, chat, screen share and recording between peers, on two instances with PostgreSQL', async () => {
    const room = await start();
    const guest = await t.call('POST', `/rooms/${room.roomKey}/join`, { body: join });
    await t.call('POST', `/rooms/${room.roomKey}/join`, { token: t.world.tokens.manager, body: { ...join, name: 'Interviewer' } });
    const baseA = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // With PostgreSQL the guest talks to another instance: everything must pass through the database.
    if (name === 'postgres') second = await buildMediaTestApp(await open(), { alongside: t });
    const baseB = second ? await second.app.listen({ port: 0, host: '127.0.0.1' }) : baseA;

    // A peer left behind by an instance that died is not announced.
    const db = t.db;
    const roomRow = await db.selectFrom('rooms').select('id').where('room_key', '=', room.roomKey).executeTakeFirstOrThrow();
    const participant = await db.selectFrom('room_participants').select('id').where('room_id', '=', roomRow.id).executeTakeFirstOrThrow();
    const longAgo = new Date(t.clock.now.getTime() - (PRESENCE_STALE_SECONDS + 1) * 1000);
    await db
      .insertInto('room_presence')
      .values({ peer_id: 'ghost', room_id: roomRow.id, participant_id: participant.id, name: 'Ghost', role: 'guest', seen_at: longAgo })
      .execute();
    const host = await openSignal(baseA, room.roomKey);
    host.send({ type: 'auth', token: t.world.tokens.manager });
    const hostWelcome = await host.next('welcome');
    expect(hostWelcome).toMatchObject({ self: { role: 'host', name: 'Interviewer' }, peers: [], recording: { isRecording: false } });

    const narrator = await openSignal(baseB, room.roomKey);
    narrator.send({ type: 'auth', token: guest.body.token });
    const guestWelcome = await narrator.next('welcome');
    expect(guestWelcome.peers).toEqual([hostWelcome.self]);
    expect(await host.next('presence')).toEqual({ type: 'presence', peer: guestWelcome.self, present: true });

    const offer = { sdp: { type: 'offer', sdp: `v=0\r\n${'a=x\r\n'.repeat(3000)}` } };
    host.send({ type: 'signal', to: guestWelcome.self.peerId, data: offer });
    expect(await narrator.next('signal')).toEqual({ type: 'signal', from: hostWelcome.self.peerId, data: offer });
    const candidate = { candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 } };
    narrator.send({ type: 'signal', to: hostWelcome.self.peerId, data: candidate });
    expect((await host.next('signal')).data).toEqual(candidate);

    narrator.send({ type: 'chat', text: '  hello there  ' });
    for (const client of [host, narrator])
      expect(await client.next('chat')).toMatchObject({ from: guestWelcome.self.peerId, name: 'Narrator', text: 'hello there' });
    host.send({ type: 'screen', on: true });
    expect(await narrator.next('screen')).toEqual({ type: 'screen', from: hostWelcome.self.peerId, on: true });

    await t.call('POST', `/rooms/${room.roomKey}/recording`, { token: t.world.tokens.manager, body: { action: 'start' } });
    for (const client of [host, narrator])
      expect((await client.next('recording')).recording).toMatchObject({ isRecording: true, numberOfRecordings: 1 });

    await t.call('PUT', `/rooms/${room.roomKey}/questions`, {
      token: t.world.tokens.manager,
      body: { questions: ['Who built the mill?'] },
    });
    for (const client of [host, narrator]) expect((await client.next('questions')).questions).toEqual(['Who built the mill?']);

    narrator.send({ type: 'signal', to: hostWelcome.self.peerId, data: { sdp: { type: 'pranswer', sdp: '' } } });
    expect((await narrator.next('error')).code).toBe('VALIDATION');

    narrator.close();
    expect(await host.next('presence')).toEqual({ type: 'presence', peer: guestWelcome.self, present: false });
    host.close();
  });

  it('closes sockets that do not authenticate first, or whose token is not for this room', async () => {
    const room = await start();
    const base = await t.app
      .listen({ port: 0, host: '127.0.0.1' })
      .catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
    const chatter = await openSignal(base, room.roomKey);
    chatter.send({ type: 'chat', text: 'hi' });
    expect(await chatter.closed).toBe(4400);
    const stranger = await openSignal(base, room.roomKey);
    stranger.send({ type: 'auth', token: t.world.tokens.user });
    expect(await stranger.closed).toBe(4403);
    const other = await start();
    const guest = await t.call('POST', `/rooms/${other.roomKey}/join`, { body: join });
    const wrongRoom = await openSignal(base, room.roomKey);
    wrongRoom.send({ type: 'auth', token: guest.body.token });
    expect(await wrongRoom.closed).toBe(4403);
    const missing = await openSignal(base, 'AAAAAAAAAAAAAAAAAAAAAAAA');
    missing.send({ type: 'auth', token: guest.body.token });
    expect(await missing.closed).toBe(4404);
  });
});
