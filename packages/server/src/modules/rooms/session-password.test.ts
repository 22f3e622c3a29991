import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app/build-app.js';
import type { Database } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import { defaultCredentialLimits } from '../../http/credential-limits.js';
import { createOrganization, createUser, TEST_PASSWORD } from '../../testing/test-app.js';
import { testDatabases } from '../../testing/test-databases.js';

// Someone holding a call's join link tries to guess its session password.
describe.each(testDatabases)('call session passwords on $name', ({ open }) => {
  let database: Database<DB>;
  let app: FastifyInstance;
  let token: string;
  let project: string;
  beforeAll(async () => {
    database = await open();
    app = await buildApp({
      config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl: 'http://storykeep.test' },
      database,
      serveWebApp: false,
      mailer: { send: async () => {} },
      mediaWorkers: 0,
      credentialLimits: defaultCredentialLimits,
    });
    const org = await createOrganization(database.db);
    const host = await createUser(database.db, 'manager', [org.id]);
    project = randomUUID();
    await database.db
      .insertInto('projects')
      .values({ id: project, organization_id: org.id, name: 'Calls', join_code: `j-${project}` })
      .execute();
    await database.db.insertInto('project_members').values({ project_id: project, user_id: host.id, role: 'project_manager' }).execute();
    const signedIn = await app.inject({ method: 'POST', url: '/api/signin', payload: { email: host.email, password: TEST_PASSWORD } });
    token = signedIn.json().token;
  });
  afterAll(async () => app?.close());

  const start = (sessionPassword: string) =>
    app.inject({
      method: 'POST',
      url: `/api/projects/${project}/room/start`,
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Ferry', sessionPassword },
    });
  const join = (roomKey: string, sessionPassword: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/rooms/${roomKey}/join`,
      remoteAddress,
      payload: { name: 'Guest', email: 'guest@example.org', termsAccepted: true, sessionPassword },
    });

  it('refuses a session password shorter than 8 characters, naming the field', async () => {
    const short = await start('1234');
    expect(short.statusCode).toBe(400);
    expect(short.json().error.field).toContain('sessionPassword');
  });

  it('keeps the password sealed, never as typed, and still tells its author', async () => {
    const room = (await start('ferry-landing-1984')).json();
    const kept = await database.db
      .selectFrom('stories')
      .select('session_password')
      .where('id', '=', room.storyId)
      .executeTakeFirstOrThrow();
    expect(kept.session_password).not.toContain('ferry-landing-1984');
    const story = await app.inject({ method: 'GET', url: `/api/stories/${room.storyId}`, headers: { authorization: `Bearer ${token}` } });
    expect(story.json().sessionPassword).toBe('ferry-landing-1984');
    expect((await join(room.roomKey, 'ferry-landing-1984', '198.51.100.2')).statusCode).toBe(200);
  });

  it('limits guesses per address, and per call from every address together', async () => {
    const room = (await start('tide-table-1921')).json();
    const perAddress = defaultCredentialLimits.routes['POST /api/rooms/:roomKey/join']?.max ?? 0;
    for (let i = 0; i < perAddress; i += 1) expect((await join(room.roomKey, `guess-${i}`, '203.0.113.50')).statusCode).toBe(403);
    expect((await join(room.roomKey, 'tide-table-1921', '203.0.113.50')).statusCode).toBe(429);
    // Spreading guesses over many addresses runs into the call's own limit.
    const perRoom = defaultCredentialLimits.routes['POST /api/rooms/:roomKey/join']?.perParam?.max ?? 0;
    let refused = 0;
    for (let i = 0; i < perRoom; i += 1)
      if ((await join(room.roomKey, `guess-${i}`, `192.0.2.${i % 250}`)).statusCode === 429) refused += 1;
    expect(refused).toBeGreaterThan(0);
    expect((await join(room.roomKey, 'tide-table-1921', '192.0.2.251')).statusCode).toBe(429);
    // Another call is not held back by this one's guesses.
    const other = (await start('another-call-77')).json();
    expect((await join(other.roomKey, 'another-call-77', '192.0.2.252')).statusCode).toBe(200);
  });
});
