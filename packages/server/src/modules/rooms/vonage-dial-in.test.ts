import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { concludeBody } from '../../testing/conclude-route-cases.js';
import { databaseSnapshot } from '../../testing/database-snapshot.js';
import { type FakeVonageApi, startFakeVonageApi } from '../../testing/fake-vonage-api.js';
import { buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { LEG_RETRY_DELAYS_MS } from './dial-in-leg.js';
import { DIAL_IN_PROMPTS } from './dial-in-ncco.js';
import { voiceSipFromEnv } from './dial-in-settings.js';

// Real: the server, its routes and database, Vonage's server SDK dialling over HTTP. Faked: Vonage Video's REST
// service (the loopback fake, which records each SIP dial and hang-up). The test plays the Vonage Voice API: it sends
// the answer, input and event webhooks a call to the dial-in number would bring, as Vonage sends them.
const KEY = '47000004';
const SECRET = 'a-project-secret-for-the-dial-in-answers';
const CALLBACK = 'callback-secret-dial-in-0123456789ab';
const NUMBER = '+44 20 7946 0000';
const SIP_URI = 'sip:442079460000@voice-sip.storykeep.test;transport=tls';
const SIP_AUTH = { username: 'voice-sip-user', password: 'voice-sip-password' };
const CALLER = '+44 7700 900123';
const OTHER_CALLER = '447700900456';

describe.each(testDatabases)('the server answering the dial-in on $name', ({ open }) => {
  let t: MediaTestApp;
  let vonage: FakeVonageApi;
  beforeAll(async () => {
    vonage = await startFakeVonageApi(KEY, SECRET);
    t = await buildMediaTestApp(await open(), {
      env: {
        VONAGE_API_KEY: KEY,
        VONAGE_API_SECRET: SECRET,
        VONAGE_API_URL: vonage.url,
        VONAGE_DIAL_IN_NUMBER: NUMBER,
        VONAGE_CALLBACK_SECRET: CALLBACK,
        VONAGE_VOICE_SIP_URI: SIP_URI,
        VONAGE_VOICE_SIP_USERNAME: SIP_AUTH.username,
        VONAGE_VOICE_SIP_PASSWORD: SIP_AUTH.password,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await vonage.close();
  });

  /** A room someone joined on Vonage, so it has its session and its dial-in code. */
  async function roomOnCall() {
    const started = await t.call('POST', `/projects/${t.world.own.project}/room/start`, { token: t.world.tokens.manager, body: {} });
    const { roomKey, storyId } = started.body as { roomKey: string; storyId: string };
    const joined = await t.call('POST', `/rooms/${roomKey}/join`, { body: { name: 'Narrator', termsAccepted: true } });
    const call = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: joined.body.token } });
    const room = await t.db.selectFrom('rooms').select('id').where('room_key', '=', roomKey).executeTakeFirstOrThrow();
    return { roomId: room.id, storyId, sessionId: call.body.sessionId as string, code: call.body.dialIn.dial_in_code as string };
  }

  /** An 8-digit code no room holds. */
  async function unusedCode(): Promise<string> {
    for (let n = 0; ; n++) {
      const code = String(10_000_000 + n);
      if (!(await t.db.selectFrom('rooms').select('id').where('dial_in_code', '=', code).executeTakeFirst())) return code;
    }
  }

  const answer = (query: Record<string, string>, secret = CALLBACK) =>
    t.call('GET', `/vonage/dial-in/answer/${secret}?${new URLSearchParams({ to: '442079460000', ...query })}`);
  const enter = (uuid: string, digits: string, secret = CALLBACK) =>
    t.call('POST', `/vonage/dial-in/input/${secret}`, {
      body: {
        uuid,
        conversation_uuid: `CON-${uuid}`,
        from: CALLER,
        to: '442079460000',
        dtmf: { digits, timed_out: digits === '' },
        speech: { results: [] },
        timestamp: new Date().toISOString(),
      },
    });
  const event = (uuid: string, status: string, secret = CALLBACK) =>
    t.call('POST', `/vonage/dial-in/events/${secret}`, {
      body: { uuid, status, direction: 'inbound', timestamp: new Date().toISOString() },
    });
  const legOf = async (callUuid: string) =>
    (await t.db.selectFrom('room_phone_calls').select('vonage_leg').where('call_uuid', '=', callUuid).executeTakeFirst())?.vonage_leg;
  const conversation = (callUuid: string) => ({
    action: 'conversation',
    name: `storykeep-caller-${callUuid}`,
    startOnEnter: true,
    endOnExit: false,
  });
  const askedAgain = (prompt: string) => [
    { action: 'talk', text: prompt, bargeIn: true },
    expect.objectContaining({ action: 'input', eventUrl: [`${PUBLIC_URL}/api/vonage/dial-in/input/${CALLBACK}`] }),
  ];

  it("asks a caller for the code, lets the right one in and dials the room's session into each caller's own conversation", async () => {
    const room = await roomOnCall();
    const dialsBefore = vonage.dials.length;

    const asked = await answer({ uuid: 'call-a', from: CALLER, conversation_uuid: 'CON-call-a' });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual([
      { action: 'talk', text: DIAL_IN_PROMPTS.welcome, bargeIn: true },
      {
        action: 'input',
        type: ['dtmf'],
        dtmf: { maxDigits: 8, submitOnHash: true, timeOut: 10 },
        eventUrl: [`${PUBLIC_URL}/api/vonage/dial-in/input/${CALLBACK}`],
        eventMethod: 'POST',
      },
    ]);

    const joined = await enter('call-a', room.code);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.joining }, conversation('call-a')]);
    await vi.waitFor(() => expect(vonage.dials).toHaveLength(dialsBefore + 1));
    const first = vonage.dials.at(-1);
    if (!first) throw new Error('no dial');
    expect(first.sessionId).toBe(room.sessionId);
    // The leg's track is named by the caller's last four digits; the whole number is not handed out.
    expect(JSON.parse(first.connectionData)).toEqual({ phone: '0123' });
    expect(first.sip).toMatchObject({ uri: SIP_URI, auth: SIP_AUTH });
    await vi.waitFor(async () => expect(await legOf('call-a')).toBe(first.connectionId));

    // The leg reaches the Voice API, whose answer webhook brings its SIP header: it goes straight into its caller's
    // conversation.
    const firstHeader = String(first.sip.headers?.['X-Storykeep-Room']);
    expect(firstHeader).toMatch(/^call-a\./);
    expect((await answer({ uuid: 'leg-a', from: 'storykeep', 'SipHeader_X-Storykeep-Room': firstHeader })).body).toEqual([
      conversation('call-a'),
    ]);
    // A header not signed by this server opens no conversation.
    const forged = await answer({ uuid: 'leg-forged', 'SipHeader_X-Storykeep-Room': 'call-a.bm90LXRoZS1zaWduYXR1cmU' });
    expect(forged.body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.notAvailable }]);

    // A second caller gets a leg of their own, named for them: the archive keeps each caller on their own track.
    await answer({ uuid: 'call-b', from: OTHER_CALLER });
    expect((await enter('call-b', room.code)).body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.joining }, conversation('call-b')]);
    await vi.waitFor(() => expect(vonage.dials).toHaveLength(dialsBefore + 2));
    const second = vonage.dials.at(-1);
    if (!second) throw new Error('no second dial');
    expect(second.sessionId).toBe(room.sessionId);
    expect(JSON.parse(second.connectionData)).toEqual({ phone: '0456' });
    expect(second.connectionId).not.toBe(first.connectionId);
    await vi.waitFor(async () => expect(await legOf('call-b')).toBe(second.connectionId));
    expect(await legOf('call-a')).toBe(first.connectionId);
    const secondHeader = String(second.sip.headers?.['X-Storykeep-Room']);
    expect((await answer({ uuid: 'leg-b', from: 'storykeep', 'SipHeader_X-Storykeep-Room': secondHeader })).body).toEqual([
      conversation('call-b'),
    ]);
    // The Voice API sending the input again (no answer in time) changes nothing and dials nothing more.
    expect((await enter('call-b', room.code)).body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.joining }, conversation('call-b')]);
    expect(vonage.dials).toHaveLength(dialsBefore + 2);

    // Each caller is a participant of the room, named by the last digits of their number only.
    const participants = await t.db
      .selectFrom('room_participants')
      .select(['name', 'token_hash'])
      .where('room_id', '=', room.roomId)
      .execute();
    expect(participants.map((p) => p.name).sort()).toEqual(['Narrator', 'Phone caller ending 0123', 'Phone caller ending 0456']);
    const calls = await t.db.selectFrom('room_phone_calls').selectAll().where('room_id', '=', room.roomId).execute();
    expect(calls.map((c) => c.caller).sort()).toEqual(['0123', '0456']);
    expect(JSON.stringify([participants, calls, vonage.dials])).not.toMatch(/7700 ?900/);

    // A caller hanging up hangs up their own leg only; the other caller stays on theirs.
    expect((await event('call-a', 'answered')).body).toEqual({ received: true });
    expect((await event('call-a', 'completed')).body).toEqual({ received: true });
    expect(vonage.disconnects.filter((d) => d.sessionId === room.sessionId)).toEqual([
      { sessionId: room.sessionId, connectionId: first.connectionId },
    ]);
    expect(await legOf('call-b')).toBe(second.connectionId);
    // The leg of a caller who has gone opens no conversation, though its header is this server's.
    expect((await answer({ uuid: 'leg-a-again', 'SipHeader_X-Storykeep-Room': firstHeader })).body).toEqual([
      { action: 'talk', text: DIAL_IN_PROMPTS.notAvailable },
    ]);
    await event('call-b', 'completed');
    expect(vonage.disconnects.filter((d) => d.sessionId === room.sessionId)).toEqual([
      { sessionId: room.sessionId, connectionId: first.connectionId },
      { sessionId: room.sessionId, connectionId: second.connectionId },
    ]);
    expect(await t.db.selectFrom('room_phone_calls').select('call_uuid').where('room_id', '=', room.roomId).execute()).toEqual([]);
  });

  it('asks again after a wrong code or none, and ends the call after the third try', async () => {
    await roomOnCall();
    const dialsBefore = vonage.dials.length;
    const wrong = await unusedCode();
    await answer({ uuid: 'call-wrong', from: CALLER });

    expect((await enter('call-wrong', wrong)).body).toEqual(askedAgain(DIAL_IN_PROMPTS.wrongCode));
    expect((await enter('call-wrong', '')).body).toEqual(askedAgain(DIAL_IN_PROMPTS.noCode));
    const third = await enter('call-wrong', '1234');
    expect(third.status).toBe(200);
    // Only a goodbye: the call ends after it.
    expect(third.body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.giveUp }]);
    const call = await t.db.selectFrom('room_phone_calls').selectAll().where('call_uuid', '=', 'call-wrong').executeTakeFirstOrThrow();
    expect(call).toMatchObject({ room_id: null, participant_id: null, tries: 3, caller: '0123' });
    expect(vonage.dials).toHaveLength(dialsBefore);

    await event('call-wrong', 'completed');
    expect(await t.db.selectFrom('room_phone_calls').select('call_uuid').where('call_uuid', '=', 'call-wrong').execute()).toEqual([]);
  });

  it('refuses the code of a call that has ended, and takes a deleted room’s code for an unknown one', async () => {
    const ended = await roomOnCall();
    const concluded = await t.call('POST', `/stories/${ended.storyId}/conclude`, {
      token: t.world.tokens.manager,
      body: concludeBody(ended.storyId, t.world.own.folder),
    });
    expect(concluded.status).toBeLessThan(300);
    const dialsBefore = vonage.dials.length;
    await answer({ uuid: 'call-ended', from: CALLER });
    expect((await enter('call-ended', ended.code)).body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.ended }]);

    const gone = await roomOnCall();
    expect((await t.call('DELETE', `/stories/${gone.storyId}`, { token: t.world.tokens.manager })).status).toBeLessThan(300);
    await answer({ uuid: 'call-gone', from: CALLER });
    expect((await enter('call-gone', gone.code)).body).toEqual(askedAgain(DIAL_IN_PROMPTS.wrongCode));

    expect(vonage.dials).toHaveLength(dialsBefore);
    const participants = await t.db.selectFrom('room_participants').select('name').where('room_id', '=', ended.roomId).execute();
    expect(participants.map((p) => p.name)).toEqual(['Narrator']);
  });

  it('dials again when Vonage refuses the SIP leg once, so the caller already let in hears the room', async () => {
    const room = await roomOnCall();
    const dialsBefore = vonage.dials.length;
    vonage.failNextDial = 503;
    await answer({ uuid: 'call-retried', from: CALLER });
    expect((await enter('call-retried', room.code)).status).toBe(200);
    await vi.waitFor(() => expect(vonage.dials).toHaveLength(dialsBefore + 1), { timeout: 10_000 });
    await vi.waitFor(async () => expect(await legOf('call-retried')).toBe(vonage.dials.at(-1)?.connectionId));
    await event('call-retried', 'completed');
    expect(vonage.disconnects.at(-1)).toEqual({ sessionId: room.sessionId, connectionId: vonage.dials.at(-1)?.connectionId });
  });

  it('keeps the caller in when Vonage refuses every try of their SIP leg, and dials the next caller their own', async () => {
    const room = await roomOnCall();
    const dialsBefore = vonage.dials.length;
    vonage.failNextDial = 500;
    vonage.failDials = LEG_RETRY_DELAYS_MS.length + 1;
    await answer({ uuid: 'call-refused', from: CALLER });
    const joined = await enter('call-refused', room.code);
    expect(joined.status).toBe(200);
    expect(joined.body).toEqual([{ action: 'talk', text: DIAL_IN_PROMPTS.joining }, conversation('call-refused')]);
    // Every try refused: the claim is given back.
    await vi.waitFor(async () => expect(await legOf('call-refused')).toBeNull(), { timeout: 10_000 });
    expect(vonage.failNextDial).toBeUndefined();
    expect(vonage.dials).toHaveLength(dialsBefore);

    await answer({ uuid: 'call-next', from: OTHER_CALLER });
    await enter('call-next', room.code);
    await vi.waitFor(() => expect(vonage.dials).toHaveLength(dialsBefore + 1));
    expect(JSON.parse(vonage.dials.at(-1)?.connectionData ?? '')).toEqual({ phone: '0456' });
    await vi.waitFor(async () => expect(await legOf('call-next')).toBe(vonage.dials.at(-1)?.connectionId));
    await event('call-refused', 'completed');
    await event('call-next', 'completed');
    expect(vonage.disconnects.at(-1)).toEqual({ sessionId: room.sessionId, connectionId: vonage.dials.at(-1)?.connectionId });
  });

  it('takes the answer webhook as POST too', async () => {
    const asked = await t.call('POST', `/vonage/dial-in/answer/${CALLBACK}`, {
      body: { uuid: 'call-post', from: CALLER, to: '442079460000', conversation_uuid: 'CON-call-post', region_url: 'x' },
    });
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual(askedAgain(DIAL_IN_PROMPTS.welcome));
    await event('call-post', 'completed');
  });

  it('answers 404 to a webhook without the callback secret, as if it did not exist, and changes nothing', async () => {
    const room = await roomOnCall();
    await answer({ uuid: 'call-secret', from: CALLER });
    const before = await databaseSnapshot(t.db as never);
    const dialsBefore = vonage.dials.length;
    const wrongSecret = `${CALLBACK.slice(0, -1)}X`;
    for (const refused of [
      await answer({ uuid: 'call-nosecret', from: CALLER }, wrongSecret),
      await t.call('POST', `/vonage/dial-in/answer/${wrongSecret}`, { body: { uuid: 'call-nosecret' } }),
      await enter('call-secret', room.code, wrongSecret),
      await event('call-secret', 'completed', wrongSecret),
      await t.call('POST', '/vonage/dial-in/input', { body: { uuid: 'call-secret', dtmf: { digits: room.code } } }),
    ])
      expect(refused.status).toBe(404);
    expect(await databaseSnapshot(t.db as never)).toBe(before);
    expect(vonage.dials).toHaveLength(dialsBefore);
    await event('call-secret', 'completed');
  });

  it('refuses malformed webhooks with a 400 naming the field', async () => {
    const before = await databaseSnapshot(t.db as never);
    const field = async (answered: Promise<{ status: number; body: { error: { field?: string } } }>) => {
      const { status, body } = await answered;
      return [status, body.error.field];
    };
    const input = (body: unknown) => t.call('POST', `/vonage/dial-in/input/${CALLBACK}`, { body });
    const events = (body: unknown) => t.call('POST', `/vonage/dial-in/events/${CALLBACK}`, { body });
    expect(await field(answer({ from: CALLER }))).toEqual([400, 'uuid']);
    expect(await field(answer({ uuid: 'x'.repeat(201) }))).toEqual([400, 'uuid']);
    expect(await field(t.call('POST', `/vonage/dial-in/answer/${CALLBACK}`, { body: { uuid: 'call-x', from: 447700900123 } }))).toEqual([
      400,
      'from',
    ]);
    expect(await field(input({ uuid: 42, dtmf: { digits: '12345678' } }))).toEqual([400, 'uuid']);
    expect(await field(input({ uuid: 'call-x', dtmf: { digits: 12345678 } }))).toEqual([400, 'dtmf.digits']);
    expect(await field(input({ uuid: 'call-x', dtmf: 'pressed' }))).toEqual([400, 'dtmf']);
    expect(await field(events({ uuid: 'call-x', status: 7 }))).toEqual([400, 'status']);
    expect(await field(events({ uuid: '', status: 'completed' }))).toEqual([400, 'uuid']);
    expect(await field(events(['completed']))).toEqual([400, 'body']);
    // Events the server does not use (a recording, a transfer) carry no call status, and are taken without a change.
    expect((await events({ conversation_uuid_from: 'CON-1', conversation_uuid_to: 'CON-2' })).body).toEqual({ received: true });
    expect(await databaseSnapshot(t.db as never)).toBe(before);
  });
});

describe('VONAGE_VOICE_SIP_URI', () => {
  const needed = { VONAGE_API_KEY: 'k', VONAGE_DIAL_IN_NUMBER: '+44 20 7946 0000', VONAGE_CALLBACK_SECRET: 'c'.repeat(24) };
  it('is a SIP address, set with Vonage, the dial-in number and the callback secret, and optional credentials', () => {
    expect(voiceSipFromEnv({})).toBeUndefined();
    expect(voiceSipFromEnv({ ...needed, VONAGE_VOICE_SIP_URI: ` ${SIP_URI} ` })).toEqual({ uri: SIP_URI, auth: undefined });
    expect(
      voiceSipFromEnv({ ...needed, VONAGE_VOICE_SIP_URI: SIP_URI, VONAGE_VOICE_SIP_USERNAME: 'u', VONAGE_VOICE_SIP_PASSWORD: 'p' }),
    ).toEqual({ uri: SIP_URI, auth: { username: 'u', password: 'p' } });
    expect(() => voiceSipFromEnv({ ...needed, VONAGE_VOICE_SIP_URI: 'https://voice.storykeep.test' })).toThrow('VONAGE_VOICE_SIP_URI');
    for (const missing of Object.keys(needed))
      expect(() => voiceSipFromEnv({ ...needed, [missing]: '', VONAGE_VOICE_SIP_URI: SIP_URI })).toThrow(missing);
    expect(() => voiceSipFromEnv({ ...needed, VONAGE_VOICE_SIP_URI: SIP_URI, VONAGE_VOICE_SIP_USERNAME: 'u' })).toThrow(
      'VONAGE_VOICE_SIP_PASSWORD',
    );
    expect(() => voiceSipFromEnv({ VONAGE_VOICE_SIP_USERNAME: 'u' })).toThrow('VONAGE_VOICE_SIP_URI');
  });
});
