import { DialInSchema } from '@storykeep/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeVonageApi, startFakeVonageApi } from '../../testing/fake-vonage-api.js';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { vonageDialInNumberFromEnv } from './vonage-video.js';

// Real: the server, its routes and database, Vonage's server SDK over HTTP. Faked: Vonage's REST service (loopback).
const KEY = '47000002';
const SECRET = 'a-project-secret-for-the-dial-in-fake';
const NUMBER = '+44 20 7946 0000';

describe.each(testDatabases)('joining a Vonage call by phone on $name', ({ open }) => {
  let t: MediaTestApp;
  let vonage: FakeVonageApi;
  beforeAll(async () => {
    vonage = await startFakeVonageApi(KEY, SECRET);
    t = await buildMediaTestApp(await open(), {
      env: { VONAGE_API_KEY: KEY, VONAGE_API_SECRET: SECRET, VONAGE_API_URL: vonage.url, VONAGE_DIAL_IN_NUMBER: NUMBER },
    });
  });
  afterAll(async () => {
    await t.close();
    await vonage.close();
  });

  async function joinedRoom(name: string) {
    const started = await t.call('POST', `/projects/${t.world.own.project}/room/start`, { token: t.world.tokens.manager, body: {} });
    const { roomKey } = started.body as { roomKey: string };
    const joined = await t.call('POST', `/rooms/${roomKey}/join`, { body: { name, termsAccepted: true } });
    return { roomKey, token: joined.body.token as string };
  }

  it("gives every participant of a room the dial-in number and the room's own code, the same on each join", async () => {
    const first = await joinedRoom('Narrator');
    const call = await t.call('POST', `/rooms/${first.roomKey}/call`, { body: { token: first.token } });
    expect(call.status).toBe(200);
    const dialIn = DialInSchema.parse(call.body.dialIn);
    expect(dialIn.phone_number).toBe(NUMBER);
    expect(dialIn.dial_in_code).toMatch(/^[0-9]{8}$/);
    await t.call('POST', `/rooms/${first.roomKey}/join`, {
      token: t.world.tokens.manager,
      body: { name: 'Interviewer', termsAccepted: true },
    });
    const host = await t.call('POST', `/rooms/${first.roomKey}/call`, { body: { token: t.world.tokens.manager } });
    expect(host.body.dialIn).toEqual(dialIn);

    const other = await joinedRoom('Another narrator');
    const otherCall = await t.call('POST', `/rooms/${other.roomKey}/call`, { body: { token: other.token } });
    expect(otherCall.body.dialIn.phone_number).toBe(NUMBER);
    expect(otherCall.body.dialIn.dial_in_code).not.toBe(dialIn.dial_in_code);
  });

  it('gives no code to someone who has not joined the room', async () => {
    const { roomKey } = await joinedRoom('Narrator');
    const refused = await t.call('POST', `/rooms/${roomKey}/call`, { body: { token: 'not-a-room-token' } });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(NUMBER);
  });
});

describe('VONAGE_DIAL_IN_NUMBER', () => {
  it('is a telephone number, and only with Vonage configured', () => {
    expect(vonageDialInNumberFromEnv({})).toBeUndefined();
    expect(vonageDialInNumberFromEnv({ VONAGE_API_KEY: 'k', VONAGE_DIAL_IN_NUMBER: ' +1 (555) 010-0199 ' })).toBe('+1 (555) 010-0199');
    expect(() => vonageDialInNumberFromEnv({ VONAGE_API_KEY: 'k', VONAGE_DIAL_IN_NUMBER: 'call us' })).toThrow('VONAGE_DIAL_IN_NUMBER');
    expect(() => vonageDialInNumberFromEnv({ VONAGE_DIAL_IN_NUMBER: '+44 20 7946 0000' })).toThrow('VONAGE_API_KEY');
  });
});
