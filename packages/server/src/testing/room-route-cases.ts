import { randomBytes, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashToken, newToken } from '../tokens.js';
import { anyone, manage, type RouteCase, see } from './route-rules.js';
import { addStory, type Tenant } from './world.js';

/** A room of the tenant on a new story nobody created (so only managers host it); answers its key and story. */
export async function addRoom(db: Kysely<DB>, tenant: Tenant): Promise<{ roomKey: string; storyId: string }> {
  const storyId = await addStory(db, tenant, 'Room story');
  const roomKey = randomBytes(18).toString('base64url');
  await db
    .insertInto('rooms')
    .values({
      id: randomUUID(),
      room_key: roomKey,
      story_id: storyId,
      project_id: tenant.project,
      folder_id: null,
      created_by: null,
      questions: '[]',
      created_at: new Date(),
    })
    .execute();
  return { roomKey, storyId };
}

/** A guest who joined the tenant's new room; answers the room's key and the guest's room token. */
async function addGuest(db: Kysely<DB>, tenant: Tenant): Promise<{ roomKey: string; token: string }> {
  const { roomKey } = await addRoom(db, tenant);
  const room = await db.selectFrom('rooms').select('id').where('room_key', '=', roomKey).executeTakeFirstOrThrow();
  const token = newToken();
  await db
    .insertInto('room_participants')
    .values({
      id: randomUUID(),
      room_id: room.id,
      user_id: null,
      name: 'Visitor',
      email: null,
      role: 'guest',
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + 60 * 60 * 1000),
      created_at: new Date(),
    })
    .execute();
  return { roomKey, token };
}

const DIAL_IN_SECRET = 'callback-secret-0123456789abcdef';

/** Rooms and calls: starting and hosting follow the project; the join link is public by design. */
export const roomRouteCases: RouteCase[] = [
  {
    route: 'POST /projects/:id/room/start',
    build: (_db, _w, t) => ({ url: `/projects/${t.project}/room/start`, body: { folder: t.folder, questions: ['Where were you born?'] } }),
    expect: see(201),
  },
  {
    route: 'GET /room/stories/:id',
    build: async (db, _w, t) => ({ url: `/room/stories/${(await addRoom(db, t)).storyId}` }),
    expect: see(),
  },
  { route: 'GET /rooms/ice-servers', build: () => ({ url: '/rooms/ice-servers' }), expect: anyone(200) },
  {
    // Whoever holds a join link learns what it opens, whatever their tenant.
    route: 'GET /rooms/:roomKey',
    build: async (db, _w, t) => ({ url: `/rooms/${(await addRoom(db, t)).roomKey}` }),
    expect: anyone(200),
  },
  {
    // Outsiders join as guests with a token for this room only.
    route: 'POST /rooms/:roomKey/join',
    build: async (db, _w, t) => ({ url: `/rooms/${(await addRoom(db, t)).roomKey}/join`, body: { name: 'Visitor', termsAccepted: true } }),
    expect: anyone(200),
  },
  {
    route: 'PUT /rooms/:roomKey/questions',
    build: async (db, _w, t) => ({ url: `/rooms/${(await addRoom(db, t)).roomKey}/questions`, body: { questions: ['Why?'] } }),
    expect: manage(),
  },
  {
    route: 'POST /rooms/:roomKey/recording',
    build: async (db, _w, t) => ({ url: `/rooms/${(await addRoom(db, t)).roomKey}/recording`, body: { action: 'start' } }),
    expect: manage(),
  },
  {
    route: 'POST /rooms/:roomKey/layout',
    build: async (db, _w, t) => ({ url: `/rooms/${(await addRoom(db, t)).roomKey}/layout`, body: { layout: 'speaker' } }),
    expect: manage(),
  },
  {
    // The room token in the body is the credential, whoever sends it: it opens this one room's call.
    route: 'POST /rooms/:roomKey/call',
    build: async (db, _w, t) => {
      const { roomKey, token } = await addGuest(db, t);
      return { url: `/rooms/${roomKey}/call`, body: { token } };
    },
    expect: anyone(200),
  },
  {
    route: 'GET /rooms/:roomKey/chat',
    build: async (db, _w, t) => ({ url: `/rooms/${(await addRoom(db, t)).roomKey}/chat` }),
    expect: see(),
  },
  {
    // Like the call route: the room token in the body is the credential.
    route: 'POST /rooms/:roomKey/chat',
    build: async (db, _w, t) => {
      const { roomKey, token } = await addGuest(db, t);
      return { url: `/rooms/${roomKey}/chat`, body: { token, peerId: 'connection-1', text: 'Hello' } };
    },
    expect: anyone(201),
  },
  // The dial-in's webhooks belong to no tenant and no session opens them: on a server that does not answer the dial-in
  // (as here) their addresses answer 404 to everyone, whatever the token. Their use is tested in vonage-dial-in.test.ts.
  {
    route: 'GET /vonage/dial-in/answer/:secret',
    build: () => ({ url: `/vonage/dial-in/answer/${DIAL_IN_SECRET}?uuid=call-1&from=447700900123&to=442079460000` }),
    expect: anyone(404),
  },
  {
    route: 'POST /vonage/dial-in/answer/:secret',
    build: () => ({ url: `/vonage/dial-in/answer/${DIAL_IN_SECRET}`, body: { uuid: 'call-1', from: '447700900123', to: '442079460000' } }),
    expect: anyone(404),
  },
  {
    route: 'POST /vonage/dial-in/input/:secret',
    build: () => ({
      url: `/vonage/dial-in/input/${DIAL_IN_SECRET}`,
      body: { uuid: 'call-1', dtmf: { digits: '12345678', timed_out: false } },
    }),
    expect: anyone(404),
  },
  {
    route: 'POST /vonage/dial-in/events/:secret',
    build: () => ({ url: `/vonage/dial-in/events/${DIAL_IN_SECRET}`, body: { uuid: 'call-1', status: 'completed' } }),
    expect: anyone(404),
  },
];
