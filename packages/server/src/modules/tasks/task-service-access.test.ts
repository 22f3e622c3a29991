import { randomUUID } from 'node:crypto';
import { type Client, createClient } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory, sessionFor } from '../../testing/world.js';
import { MAX_SUBSCRIPTIONS_PER_SOCKET } from './task-service.plugin.js';

/** Waits for a condition the server reaches asynchronously (a socket, a notice), generously on a busy machine. */
const poll = <T>(check: () => T | Promise<T>) => expect.poll(check, { timeout: 10_000 });

const UPDATE = 'mutation ($c: [StoryStateCommandInput!]!) { updateStoryState(commands: $c) { id state } }';
const WATCH = 'subscription ($id: ID!) { watchStory(storyId: $id) { id state } }';

/** A subscription's values and how it ended (`error`, `complete`, or the socket's close code). */
function follow(client: Client, query: string, variables: Record<string, unknown>) {
  const seen = { values: [] as unknown[], errors: [] as unknown[], ended: false };
  client.subscribe(
    { query, variables },
    {
      next: (value) => (value.errors ? seen.errors.push(...value.errors) : seen.values.push(value.data)),
      error: (error) => {
        seen.errors.push(error);
        seen.ended = true;
      },
      complete: () => {
        seen.ended = true;
      },
    },
  );
  return seen;
}

describe.each(testDatabases)('the task service guards its state and its watchers on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let open2: MediaTestApp;
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await buildMediaTestApp(await open(), { env: {} });
    // The same database, served with introspection switched on for development.
    open2 = await buildMediaTestApp(await open(), { alongside: t, env: { STORYKEEP_GRAPHQL_INTROSPECTION: '1' } });
    url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await open2.close();
    await t.close();
  });

  const connect = (token: string | undefined, closed?: (code: number) => void) => {
    const client = createClient({
      url: `${url}/api/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { token } : {},
      retryAttempts: 0,
      on: { closed: (event) => closed?.((event as { code: number }).code) },
    });
    clients.push(client);
    return client;
  };
  /** A new session of the user watching the story, once its first value arrived, and the socket's close codes. */
  const watchingStory = async (userId: string, storyId: string | undefined) => {
    const token = await sessionFor(t.db, userId);
    const codes: number[] = [];
    const watch = follow(
      connect(token, (code) => codes.push(code)),
      WATCH,
      { id: storyId },
    );
    await poll(() => watch.values.length).toBeGreaterThan(0);
    return { token, codes, watch };
  };
  const post = (query: string, variables: Record<string, unknown> = {}, token = t.world.tokens.user, app = t) =>
    app.app
      .inject({
        method: 'POST',
        url: '/api/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query, variables },
      })
      .then((r) => r.json());

  it('refuses introspection unless switched on for development', async () => {
    const answer = await post('{ __schema { types { name } } }');
    expect(answer.data).toBeUndefined();
    expect(answer.errors[0].message).toContain('introspection');
    const socket = follow(connect(t.world.tokens.user), '{ __type(name: "AsyncTask") { name } }', {});
    await poll(() => socket.ended).toBe(true);
    expect(JSON.stringify(socket.errors)).toContain('introspection');
    expect((await post('{ __type(name: "AsyncTask") { name } }', {}, t.world.tokens.user, open2)).data).toEqual({
      __type: { name: 'AsyncTask' },
    });
  });

  it('caps socket operations at the same 20,000 characters as HTTP, and the operations open on one socket', async () => {
    const long = `{ getStories { id } }${' '.repeat(20_000)}`;
    expect((await post(long)).error).toMatchObject({ code: 'VALIDATION', field: 'query' });
    const refused = follow(connect(t.world.tokens.user), long, {});
    await poll(() => refused.ended).toBe(true);
    expect(JSON.stringify(refused.errors)).toContain('longer than 20000 characters');

    const client = connect(t.world.tokens.user);
    const storyId = t.world.own.stories[0];
    const open = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, () => follow(client, WATCH, { id: storyId }));
    await poll(() => open.every((s) => s.values.length > 0)).toBe(true);
    const one = follow(client, WATCH, { id: storyId });
    await poll(() => one.ended).toBe(true);
    expect(JSON.stringify(one.errors)).toContain(`At most ${MAX_SUBSCRIPTIONS_PER_SOCKET} operations`);
  });

  it('refuses an oversized operation on its size alone, before the costly overlap check runs', async () => {
    // 201 fields under one alias that conflict pairwise: graphql-js's overlap rule would compare them all.
    const fields = Array.from({ length: 201 }, (_, i) => `same: getStoryAsyncTaskCount(storyId: "s${i}", type: "t")`).join(' ');
    const answer = await post(`{ ${fields} }`);
    const messages = answer.errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual([expect.stringContaining('too many fields')]);
  });

  it("writes only the keys clients may set, within limits, and never the server's own", async () => {
    const storyId = t.world.own.stories[0] as string;
    for (const [command, field] of [
      [{ storyId, type: 'asyncOperations', payload: { forged: true } }, 'commands.0.type'],
      [{ storyId, type: 'transcript', payload: { status: 'completed' } }, 'commands.0.type'],
      [{ storyId, type: 'anything', payload: {} }, 'commands.0.type'],
      [{ storyId, type: 'layout', payload: { big: 'x'.repeat(5000) } }, 'commands.0.payload'],
    ] as const) {
      const answer = await post(UPDATE, { c: [command] });
      expect(answer.errors?.[0]?.extensions?.code, JSON.stringify(command).slice(0, 60)).toBe('BAD_USER_INPUT');
      expect(answer.errors[0].message).toContain(field);
    }
    const many = Array.from({ length: 21 }, () => ({ storyId, type: 'layout', payload: {} }));
    expect((await post(UPDATE, { c: many })).errors[0].message).toContain('1 to 20 commands');
    const state = await t.db.selectFrom('story_states').select('state').where('story_id', '=', storyId).executeTakeFirst();
    expect(JSON.stringify(state?.state ?? {})).not.toContain('forged');
    const ok = await post(UPDATE, { c: [{ storyId, type: 'layout', payload: { focus: 'transcript' } }] });
    expect(ok.data.updateStoryState[0].state.layout).toEqual({ focus: 'transcript' });
  });

  it('lets members who work on the project write, and refuses a ticket guest, a guest and another tenant', async () => {
    const ticket = `ticket-${randomUUID()}`;
    await t.db.insertInto('tickets').values({ id: ticket, project_id: t.world.own.project }).execute();
    const sent = await addStory(t.db, t.world.own, 'Sent through a ticket');
    await t.db.updateTable('stories').set({ ticket_id: ticket, creator_id: t.world.users.guest.id }).where('id', '=', sent).execute();
    // The ticket guest sees the story they sent …
    expect((await post('{ getStories { id } }', {}, t.world.tokens.guest)).data.getStories.map((s: { id: string }) => s.id)).toContain(
      sent,
    );
    // … but does not write its state; neither does anyone of another organization.
    for (const [token, storyId] of [
      [t.world.tokens.guest, sent],
      [t.world.tokens.user, t.world.other.stories[0]],
    ] as const) {
      const answer = await post(UPDATE, { c: [{ storyId, type: 'playback', payload: { at: 1 } }] }, token);
      expect(answer.errors[0].extensions.code).toBe('FORBIDDEN');
    }
    const member = await post(UPDATE, { c: [{ storyId: sent, type: 'playback', payload: { at: 2 } }] }, t.world.tokens.user);
    expect(member.data.updateStoryState[0].state.playback).toEqual({ at: 2 });
  });

  it.runIf(name === 'postgres')('keeps both of two commands written at the same moment (no lost update)', async () => {
    const storyId = await addStory(t.db, t.world.own, 'Two writers');
    await post(UPDATE, { c: [{ storyId, type: 'layout', payload: { v: 0 } }] });
    const pool = (await open()).db;
    let writers: Promise<unknown>[] = [];
    // A transaction holds the story's state row, so both writers reach their write while the other is under way.
    await pool.transaction().execute(async (tx) => {
      await sql`select state from story_states where story_id = ${storyId} for update`.execute(tx);
      writers = [
        post(UPDATE, { c: [{ storyId, type: 'layout', payload: { v: 1 } }] }),
        post(UPDATE, { c: [{ storyId, type: 'playback', payload: { v: 1 } }] }),
      ];
      await expect
        .poll(async () => {
          const waiting = await sql<{ n: number }>`
            select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and query ilike '%story_states%'`.execute(pool);
          return waiting.rows[0]?.n;
        })
        .toBe(2);
    });
    await Promise.all(writers);
    const row = await t.db.selectFrom('story_states').select('state').where('story_id', '=', storyId).executeTakeFirst();
    expect(row?.state).toEqual({ layout: { v: 1 }, playback: { v: 1 } });
  });

  it('closes a signed-out socket with 4403 even while the server first checks many other sockets', async () => {
    const storyId = t.world.own.stories[1];
    // Twenty other sockets, each with a session of its own, are checked one after another before the last one: its
    // own subscription finds the session gone long before that check does. Ended alone, it left the client to close
    // the socket itself (1000), and the client never learned to sign in again.
    const others = [];
    for (let i = 0; i < 20; i++) {
      others.push(follow(connect(await sessionFor(t.db, t.world.users.manager.id)), WATCH, { id: storyId }));
    }
    for (const other of others) await poll(() => other.values.length).toBeGreaterThan(0);
    const last = await watchingStory(t.world.users.user.id, storyId);
    expect((await t.call('POST', '/signout', { token: last.token })).status).toBe(200);
    await poll(() => last.codes).toEqual([4403]);
    expect(others.every((other) => !other.ended)).toBe(true);
  });

  it('ends subscriptions when the session ends or the watcher is removed from the project', async () => {
    const storyId = t.world.own.stories[1];
    // Signing out closes the socket with 4403, ending its subscriptions.
    const signedOut = await watchingStory(t.world.users.user.id, storyId);
    expect((await t.call('POST', '/signout', { token: signedOut.token })).status).toBe(200);
    await poll(() => signedOut.codes).toEqual([4403]);
    expect(signedOut.watch.ended).toBe(true);

    // A session removed by a password reset (or any revocation) the same way.
    const reset = await watchingStory(t.world.users.project_manager.id, storyId);
    await t.db.deleteFrom('sessions').where('user_id', '=', t.world.users.project_manager.id).execute();
    await poll(() => reset.codes).toEqual([4403]);

    // Removed from the project: the session lives on, but the story's watch ends with FORBIDDEN.
    const member = await sessionFor(t.db, t.world.users.user.id);
    const removed = follow(connect(member), WATCH, { id: storyId });
    await poll(() => removed.values.length).toBeGreaterThan(0);
    const removal = await t.call('DELETE', `/projects/${t.world.own.project}/members/${t.world.users.user.id}`, {
      token: t.world.tokens.manager,
    });
    expect(removal.status).toBeLessThan(300);
    await poll(() => removed.ended).toBe(true);
    expect(JSON.stringify(removed.errors)).toContain('FORBIDDEN');
    const seen = removed.values.length;
    await post(UPDATE, { c: [{ storyId, type: 'layout', payload: { after: 'removal' } }] }, t.world.tokens.manager);
    expect(removed.values).toHaveLength(seen);
    await t.db
      .insertInto('project_members')
      .values({ project_id: t.world.own.project, user_id: t.world.users.user.id, role: 'project_member' })
      .execute();
  });
});
