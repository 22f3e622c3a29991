import { randomUUID } from 'node:crypto';
import { createServer, Socket } from 'node:net';
import { createClient } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { type Database, openDatabase } from '../../db/database.js';
import { LISTENER_APPLICATION_NAME } from '../../db/pg-listener.js';
import type { DB } from '../../db/schema.js';
import { buildMediaTestApp, type MediaTestApp } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { addStory } from '../../testing/world.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { RoomBus, type RoomEnvelope } from '../rooms/room-bus.js';

/**
 * A TCP relay in front of PostgreSQL that the test can take down and bring back, as a database restart would: while
 * down it cuts every open connection and refuses new ones at once, counting them.
 */
async function relayTo(target: URL) {
  const sockets = new Set<Socket>();
  let down = false;
  let refused = 0;
  const server = createServer((client) => {
    if (down) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = new Socket();
    upstream.connect(Number(target.port || 5432), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => s.destroy());
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    refused: () => refused,
    down() {
      down = true;
      refused = 0;
      for (const s of sockets) s.destroy();
    },
    up() {
      down = false;
    },
    close() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const s of sockets) s.destroy();
      return closed;
    },
  };
}

describe.each(testDatabases)('live updates after the database connection is lost, on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let url: string;
  let storyId: string;
  const disposers: (() => unknown)[] = [];
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    storyId = await addStory(t.db, t.world.own, 'Listening');
  });
  afterAll(async () => {
    for (const dispose of disposers.reverse()) await dispose();
    await t.close();
  });

  const ready = async (app = t) => {
    const answer = await app.app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: answer.statusCode, notifications: answer.json().checks?.notifications as string | undefined };
  };

  /** Watches the story over graphql-ws; `operations()` is the number of operations its latest value shows. */
  function watch(base = url) {
    const values: { watchStory: { state: { asyncOperations: unknown[] } } }[] = [];
    const client = createClient({ url: `${base}/api/graphql`, webSocketImpl: WebSocket, connectionParams: { token: t.world.tokens.user } });
    disposers.push(() => client.dispose());
    client.subscribe<(typeof values)[number]>(
      { query: 'subscription ($id: ID!) { watchStory(storyId: $id) { id state } }', variables: { id: storyId } },
      {
        next: (value) => {
          if (value.errors) console.log('ERR', JSON.stringify(value.errors));
          value.data && values.push(value.data);
        },
        error: (e) => console.log('SUBERR', e),
        complete: () => console.log('COMPLETE'),
      },
    );
    return { values, operations: () => values.at(-1)?.watchStory.state.asyncOperations.length ?? -1 };
  }

  /** A job queued straight in the database, as another instance's worker would: only the notices tell this one. */
  async function jobElsewhere(database: Database<DB> | undefined = undefined) {
    const db = database?.db ?? t.db;
    await db
      .insertInto('jobs')
      .values({ id: randomUUID(), type: JOB_TYPES.mixLocalTracks, payload: '{}', story_id: storyId } as never)
      .execute();
  }

  it('is ready and carries changes to watchers', async () => {
    expect(await ready()).toEqual({ status: 200, notifications: name === 'postgres' ? 'ok' : 'none' });
    const watcher = watch();
    await expect.poll(() => watcher.values.length).toBeGreaterThan(0);
    const before = watcher.operations();
    if (name === 'postgres') await jobElsewhere();
    else await t.media.jobs.enqueue(JOB_TYPES.mixLocalTracks, {}, { storyId });
    await expect.poll(() => watcher.operations()).toBe(before + 1);
  });

  it.runIf(name === 'postgres')('hears changes again after its LISTEN connection is terminated', async () => {
    await sql`delete from jobs`.execute(t.db);
    const watcher = watch();
    await expect.poll(() => watcher.values.length).toBeGreaterThan(0);
    const killed = await sql<{ pid: number }>`
      select pid from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(t.db);
    expect(killed.rows).toHaveLength(1);
    await sql`select pg_terminate_backend(${killed.rows[0]?.pid})`.execute(t.db);
    // A new LISTEN connection takes its place …
    await expect
      .poll(async () => {
        const now = await sql<{ pid: number }>`
          select pid from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`.execute(t.db);
        return now.rows.length === 1 && now.rows[0]?.pid !== killed.rows[0]?.pid && (await ready()).status === 200;
      })
      .toBe(true);
    // … and a change made elsewhere reaches the watcher through it.
    const before = watcher.operations();
    await jobElsewhere();
    await expect.poll(() => watcher.operations(), { timeout: 10_000 }).toBe(before + 1);
  });

  it.runIf(name === 'postgres')('is not ready while the database is away, and carries changes again once it is back', async () => {
    const direct = t.db;
    const relay = await relayTo(new URL((await open()).url ?? ''));
    const target = new URL((await open()).url ?? '');
    target.host = `127.0.0.1:${relay.port}`;
    const database = await openDatabase<DB>({ databaseUrl: target.toString() });
    const second = await buildMediaTestApp(database, { alongside: t });
    disposers.push(
      () => relay.close(),
      () => database.close(),
      () => second.close(),
    );
    await sql`delete from jobs`.execute(direct);
    const secondUrl = (await second.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    expect(await ready(second)).toEqual({ status: 200, notifications: 'ok' });
    const watcher = watch(secondUrl);
    await expect.poll(() => watcher.values.length).toBeGreaterThan(0);
    // Call signals ride the same connection: a room's sockets on this instance hear the other instance's messages.
    const heard: RoomEnvelope[] = [];
    const roomHere = new RoomBus(database.db);
    const roomThere = new RoomBus(direct);
    roomHere.fromPostgres(database.listener as NonNullable<Database['listener']>, () => undefined);
    roomThere.fromPostgres((await open()).listener as NonNullable<Database['listener']>, () => undefined);
    disposers.push(roomHere.subscribe('room-1', (envelope) => heard.push(envelope)));

    relay.down();
    await expect.poll(async () => ready(second), { timeout: 10_000 }).toEqual({ status: 503, notifications: 'down' });
    // It keeps trying while the database stays away, and readiness stays down meanwhile.
    const refusedBefore = relay.refused();
    await expect.poll(() => relay.refused() - refusedBefore, { timeout: 15_000, interval: 100 }).toBeGreaterThanOrEqual(2);
    expect(await ready(second)).toEqual({ status: 503, notifications: 'down' });
    relay.up();
    await expect.poll(async () => ready(second), { timeout: 20_000, interval: 250 }).toEqual({ status: 200, notifications: 'ok' });
    const before = watcher.operations();
    await jobElsewhere({ db: direct } as Database<DB>);
    await expect.poll(() => watcher.operations(), { timeout: 10_000 }).toBe(before + 1);
    await roomThere.publish({ roomId: 'room-1', message: { type: 'peer-left', peerId: 'p1' } as never });
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1);
  });
});
