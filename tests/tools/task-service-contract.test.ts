// The browser's task-service client (packages/adapters) against the server's task service (packages/server), which
// were written apart: every operation the client sends must validate against the server's schema, and the real
// client must work against the real server (auth payload, FORBIDDEN answers, a 4403 close for a bad token).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as documents from '@storykeep/adapters';
import { GraphqlTaskService, TaskServiceError } from '@storykeep/adapters';
import type { TaskServiceStory } from '@storykeep/core';
import {
  buildApp,
  type Database,
  type DB,
  DEFAULT_DEMO_PASSWORD,
  migrateToLatest,
  openDatabase,
  seedDemo,
  taskResolvers,
  taskServiceSchema,
} from '@storykeep/server';
import { buildSchema, findBreakingChanges, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

interface Subscribable<T> {
  subscribe(observer: { next(value: T): void; error(error: unknown): void }): { unsubscribe(): void };
}

/** The first value of a stream that passes `wanted`, then unsubscribes. */
function first<T>(stream: Subscribable<T>, wanted: (value: T) => boolean = () => true): Promise<T> {
  return new Promise((resolve, reject) => {
    let done = false;
    const subscription = stream.subscribe({
      next: (value) => {
        if (done || !wanted(value)) return;
        done = true;
        resolve(value);
        queueMicrotask(() => subscription.unsubscribe());
      },
      error: reject,
    });
  });
}

const OPERATIONS = {
  GET_STORIES: documents.GET_STORIES,
  GET_STORY_ASYNC_TASK_COUNT: documents.GET_STORY_ASYNC_TASK_COUNT,
  UPDATE_STORY_STATE: documents.UPDATE_STORY_STATE,
  WATCH_STORY: documents.WATCH_STORY,
  WATCH_ASYNC_TASK: documents.WATCH_ASYNC_TASK,
  WATCH_ACTIVE_TASKS_ON_STORIES: documents.WATCH_ACTIVE_TASKS_ON_STORIES,
};

describe('task service documents', () => {
  const schema = taskServiceSchema(taskResolvers);
  it.each(Object.entries(OPERATIONS))('%s validates against the server schema', (_name, source) => {
    expect(validate(schema, parse(source)).map((e) => e.message)).toEqual([]);
  });
  it("the server schema keeps everything the client's SDL declares", () => {
    expect(findBreakingChanges(buildSchema(documents.TASK_SERVICE_SDL), schema).map((c) => c.description)).toEqual([]);
  });
  it('the exported list is every document the client module exports', () => {
    const exported = Object.entries(documents).filter(([, v]) => typeof v === 'string' && /^(query|mutation|subscription) /.test(v));
    expect(exported.map(([name]) => name).sort()).toEqual(Object.keys(OPERATIONS).sort());
  });
});

describe('the real client against the real server', () => {
  let database: Database<DB>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let dataDir: string;
  let base: string;
  const clients: GraphqlTaskService[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storykeep-task-contract-'));
    database = await openDatabase<DB>({ inMemory: true });
    await migrateToLatest(database.db as never);
    await seedDemo(database.db, 'contract-admin-password');
    app = await buildApp({
      config: { version: 'test', webDist: '/nonexistent', logLevel: 'silent', publicUrl: 'http://storykeep.test', dataDir },
      database,
      serveWebApp: false,
      mailer: { send: async () => {} },
      mediaWorkers: 0,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  async function signIn(email: string): Promise<string> {
    const answer = await fetch(`${base}/api/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEFAULT_DEMO_PASSWORD }),
    });
    const { token } = (await answer.json()) as { token: string };
    return token;
  }

  function client(token: string, refresh: () => Promise<string> = async () => token): GraphqlTaskService {
    const service = new GraphqlTaskService({
      url: `${base.replace('http', 'ws')}/api/graphql`,
      getToken: () => token,
      tokenRefresher: { refresh },
      webSocketImpl: WebSocket,
      wait: async () => {},
    });
    clients.push(service);
    return service;
  }

  const storyIdsOf = async (token: string) => {
    const answer = await fetch(`${base}/api/stories/?pageSize=50&page=1`, { headers: { authorization: `Bearer ${token}` } });
    return ((await answer.json()) as { items: { _id: string }[] }).items.map((s) => s._id);
  };

  it('lists stories, follows one through a change, and refuses another organization', async () => {
    const token = await signIn('manager@demo.storykeep.test');
    const mine = await storyIdsOf(token);
    const theirs = await storyIdsOf(await signIn('manager@other.storykeep.test'));
    expect(mine.length).toBeGreaterThan(0);
    expect(theirs.length).toBeGreaterThan(0);
    const service = client(token);

    const stories = await service.getStories(1, 100);
    expect(stories.map((s) => s.id).sort()).toEqual([...mine].sort());
    expect(await service.getStoryAsyncTaskCount(mine[0] ?? '', 'TranscodeLocalVideo')).toBe(0);

    const storyId = mine[0] ?? '';
    // The first value is the story as it stands; the change is made once that has arrived (the subscription is live).
    let live: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      live = resolve;
    });
    const watched = first<TaskServiceStory>(service.watchStory(storyId), (s) => {
      live();
      return s.state.layout !== undefined;
    });
    await started;
    const updated = await service.updateStoryState([{ storyId, type: 'layout', payload: { focus: 'transcript' } }]);
    expect(updated.map((s) => s.id)).toEqual([storyId]);
    expect((await watched).state.layout).toEqual({ focus: 'transcript' });

    const refused = await service.getStoryAsyncTaskCount(theirs[0] ?? '', 'TranscodeLocalVideo').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(TaskServiceError);
    expect((refused as TaskServiceError).code).toBe('FORBIDDEN');
    const foreignWatch = await first<TaskServiceStory>(service.watchStory(theirs[0] ?? '')).then(
      () => null,
      (error: unknown) => error,
    );
    expect((foreignWatch as TaskServiceError).code).toBe('FORBIDDEN');
  });

  it('closes with 4403 for a token the server does not know, and the client asks for a new one', async () => {
    let refreshes = 0;
    const service = client('not-a-token', async () => {
      refreshes += 1;
      throw new Error('signed out');
    });
    const failure = await service.getStories(1, 10).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(TaskServiceError);
    expect((failure as TaskServiceError).code).toBe('FORBIDDEN');
    expect(refreshes).toBe(1);
  });
});
