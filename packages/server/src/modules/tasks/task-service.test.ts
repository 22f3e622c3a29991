import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type Client, createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { buildMediaTestApp, type MediaTestApp, PUBLIC_URL } from '../../testing/media-test-kit.js';
import { testDatabases } from '../../testing/test-databases.js';
import { diskStore } from '../../testing/upload-test-kit.js';
import { addStory } from '../../testing/world.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { MAX_SOCKET_MESSAGE_BYTES } from './task-service.plugin.js';

/** Collects a subscription's values; `next(n)` waits until `n` have arrived. */
function collect<T>(client: Client, query: string, variables: Record<string, unknown>) {
  const values: T[] = [];
  const errors: unknown[] = [];
  let done = false;
  const wake: (() => void)[] = [];
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        if (value.errors) errors.push(...value.errors);
        else if (value.data) values.push(value.data);
        for (const w of wake.splice(0)) w();
      },
      error: (error) => {
        errors.push(error);
        for (const w of wake.splice(0)) w();
      },
      complete: () => {
        done = true;
        for (const w of wake.splice(0)) w();
      },
    },
  );
  return {
    values,
    errors,
    isDone: () => done,
    stop,
    async until(check: () => boolean) {
      while (!check()) await new Promise<void>((resolve) => wake.push(resolve));
    },
  };
}

describe.each(testDatabases)('task service on $name', ({ name, open }) => {
  let t: MediaTestApp;
  let url: string;
  const clients: Client[] = [];
  beforeAll(async () => {
    t = await buildMediaTestApp(await open());
    url = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  });
  afterAll(async () => {
    for (const client of clients) await client.dispose();
    await t.close();
  });

  const connect = (token: string | undefined, base = url) => {
    const client = createClient({
      url: `${base}/api/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: token ? { token } : {},
      retryAttempts: 0,
      lazy: true,
    });
    clients.push(client);
    return client;
  };
  const post = (query: string, variables: Record<string, unknown> = {}, token = t.world.tokens.user) =>
    t.app
      .inject({
        method: 'POST',
        url: '/api/graphql',
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: { query, variables },
      })
      .then((r) => r.json());

  /** A story recorded locally by two participants: their streams in the media store. */
  async function recordedLocally(): Promise<string> {
    const storyId = await addStory(t.db, t.world.own, 'Call');
    for (const [i, user] of [t.world.users.user, t.world.users.manager].entries()) {
      const key = `stories/${storyId}/streams/s${i}.webm`;
      await mkdir(dirname(diskStore(t.media).pathOf(key)), { recursive: true });
      await writeFile(diskStore(t.media).pathOf(key), `recording ${i}`);
      await t.db
        .insertInto('media_uploads')
        .values({
          upload_id: randomUUID(),
          story_id: storyId,
          object_key: key,
          kind: 'stream',
          status: 'completed',
          user_id: user.id,
          recording_start: new Date(1000 * i),
        })
        .execute();
    }
    return storyId;
  }

  it('answers queries and mutations over HTTP, only about stories the caller may see', async () => {
    const listed = await post('{ getStories(page: 1, count: 50) { id title state } }');
    const ids = listed.data.getStories.map((s: { id: string }) => s.id);
    expect(ids).toEqual(expect.arrayContaining(t.world.own.stories));
    expect(ids.some((id: string) => t.world.other.stories.includes(id))).toBe(false);
    const storyId = t.world.own.stories[0];
    await t.media.jobs.enqueue(JOB_TYPES.mixLocalTracks, { storyId }, { storyId });
    const count = await post('query ($id: ID!) { getStoryAsyncTaskCount(storyId: $id, type: "TranscodeLocalVideo") }', { id: storyId });
    expect(count.data).toEqual({ getStoryAsyncTaskCount: 1 });
    const updated = await post('mutation ($c: [StoryStateCommandInput!]!) { updateStoryState(commands: $c) { id state } }', {
      c: [{ storyId, type: 'layout', payload: { focus: 'transcript' } }],
    });
    expect(updated.data.updateStoryState[0].state).toMatchObject({
      layout: { focus: 'transcript' },
      asyncOperations: [{ type: 'TranscodeLocalVideo', status: 'pending_mux' }],
    });
    const foreign = await post('query ($id: ID!) { getStoryAsyncTaskCount(storyId: $id, type: "transcribe") }', {
      id: t.world.other.stories[0],
    });
    expect(foreign.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await post('{ getStories { id } }', {}, '')).errors[0].extensions.code).toBe('FORBIDDEN');
    const bad = await t.app.inject({ method: 'POST', url: '/api/graphql', payload: { query: 1 } });
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION', field: 'query' } });
  });

  it('refuses operations nested too deep or selecting too many fields, over HTTP and over the socket', async () => {
    const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(6)}name${' }'.repeat(6)} } } } } }`;
    const wide = `{ ${Array.from({ length: 201 }, (_, i) => `a${i}: getStoryAsyncTaskCount(storyId: "x", type: "t")`).join(' ')} }`;
    const deepAnswer = await post(deep);
    expect(deepAnswer.data).toBeUndefined();
    expect(deepAnswer.errors[0].message).toContain('nests 11 levels');
    const wideAnswer = await post(wide);
    expect(wideAnswer.data).toBeUndefined();
    expect(wideAnswer.errors[0].message).toContain('too many fields');
    // Just inside both limits, the same shape passes them (and meets only the introspection refusal).
    const fine = await post(`{ __schema { types { fields { type { ${'ofType { '.repeat(5)}name${' }'.repeat(5)} } } } } }`);
    expect(fine.errors.map((e: { message: string }) => e.message).join(' ')).not.toMatch(/nests|too many/);
    expect(fine.errors[0].message).toContain('introspection');
    const client = connect(t.world.tokens.user);
    const fields = Array.from({ length: 201 }, (_, i) => `f${i}: id`).join(' ');
    const refused = collect(client, `subscription { watchStory(storyId: "${t.world.own.stories[0]}") { ${fields} } }`, {});
    await refused.until(() => refused.errors.length > 0 || refused.isDone());
    expect(JSON.stringify(refused.errors)).toContain('too many fields');
    expect(refused.values).toEqual([]);
  });

  it('closes a socket that sends a message over the size limit', async () => {
    const socket = new WebSocket(`${url}/api/graphql`, 'graphql-transport-ws');
    await new Promise((done, fail) => {
      socket.once('open', done);
      socket.once('error', fail);
    });
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.send(JSON.stringify({ type: 'connection_init', payload: { token: 'x'.repeat(MAX_SOCKET_MESSAGE_BYTES) } }));
    expect(await closed).toBe(1009);
  });

  it('follows a download build over the socket: Pending, then Completed with a URL to the recordings', async () => {
    const storyId = await recordedLocally();
    const started = await t.call('GET', `/stories/${storyId}/download-all-local-videos`, { token: t.world.tokens.user });
    const taskId = started.body.buildDownloadTaskId;
    const client = connect(t.world.tokens.user);
    const task = collect<{ watchAsyncTask: { status: string; downloadUrl: string | null; type: string } }>(
      client,
      'subscription ($id: ID!) { watchAsyncTask(taskId: $id) { id type status errorMsg downloadUrl } }',
      { id: taskId },
    );
    await task.until(() => task.values.length > 0 || task.errors.length > 0);
    expect(task.values[0]?.watchAsyncTask).toMatchObject({ type: 'BuildDownload', status: 'Pending', downloadUrl: null });
    await t.drain();
    await task.until(() => task.isDone());
    const last = task.values.at(-1)?.watchAsyncTask;
    expect(last?.status).toBe('Completed');
    const tar = await t.app.inject({ method: 'GET', url: (last?.downloadUrl ?? '').replace(PUBLIC_URL, '') });
    expect(tar.statusCode).toBe(200);
    const names = [0, 1].map((i) =>
      tar.rawPayload
        .subarray(i * 1024, i * 1024 + 100)
        .toString('utf8')
        .replace(/\0.*$/s, ''),
    );
    expect(names).toEqual(['01_user.webm', '02_manager.webm']);
    expect(tar.rawPayload.subarray(512, 523).toString()).toBe('recording 0');
  });

  it('reports a failed build with its message, and refuses strangers and stories of other organizations', async () => {
    const empty = await addStory(t.db, t.world.own, 'Nothing recorded');
    const { body } = await t.call('GET', `/stories/${empty}/download-all-local-videos`, { token: t.world.tokens.user });
    await t.drain();
    const result = await post('query ($id: ID!) { getAsyncTask(taskId: $id) { status errorMsg } }', { id: body.buildDownloadTaskId });
    expect(result.data.getAsyncTask).toEqual({ status: 'Failed', errorMsg: 'This story has no local recordings' });
    const client = connect(t.world.tokens.user);
    const foreign = collect(client, 'subscription ($id: ID!) { watchStory(storyId: $id) { id } }', { id: t.world.other.stories[0] });
    await foreign.until(() => foreign.errors.length > 0);
    expect(JSON.stringify(foreign.errors)).toContain('FORBIDDEN');
    const stranger = collect(connect(undefined), '{ getStories { id } }', {});
    await stranger.until(() => stranger.errors.length > 0);
    expect(stranger.values).toEqual([]);
  });

  it('tells a watcher of several stories about their active tasks as jobs change', async () => {
    const storyId = await recordedLocally();
    const client = connect(t.world.tokens.user);
    const active = collect<{ watchActiveTasksOnStories: { storyId: string; tasks: { type: string; status: string }[] } }>(
      client,
      'subscription ($ids: [ID!]!) { watchActiveTasksOnStories(storyIds: $ids) { storyId tasks { type status } } }',
      { ids: [storyId, t.world.own.stories[1]] },
    );
    await active.until(() => active.values.length >= 2);
    await t.call('GET', `/stories/${storyId}/download-all-local-videos`, { token: t.world.tokens.user });
    await active.until(() => active.values.some((v) => v.watchActiveTasksOnStories.tasks.length > 0));
    await t.drain();
    await active.until(() => {
      const mine = active.values.filter((v) => v.watchActiveTasksOnStories.storyId === storyId);
      return mine.length > 1 && mine.at(-1)?.watchActiveTasksOnStories.tasks.length === 0;
    });
    expect(active.values.find((v) => v.watchActiveTasksOnStories.tasks.length > 0)?.watchActiveTasksOnStories).toEqual({
      storyId,
      tasks: [{ type: 'BuildDownload', status: 'Pending' }],
    });
    active.stop();
  });

  it.runIf(name === 'postgres')('carries job changes between two instances on one PostgreSQL', async () => {
    const second = await buildMediaTestApp(await open(), { alongside: t });
    try {
      const secondUrl = (await second.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
      const storyId = await recordedLocally();
      const watcher = collect<{ watchStory: { state: { asyncOperations: unknown[] } } }>(
        connect(t.world.tokens.user, secondUrl),
        'subscription ($id: ID!) { watchStory(storyId: $id) { id state } }',
        { id: storyId },
      );
      await watcher.until(() => watcher.values.length > 0);
      expect(watcher.values[0]?.watchStory.state.asyncOperations).toEqual([]);
      // A change made through the first instance reaches the subscriber on the second.
      await t.media.jobs.enqueue(JOB_TYPES.mixLocalTracks, { storyId }, { storyId });
      await watcher.until(() => watcher.values.some((v) => v.watchStory.state.asyncOperations.length > 0));
      expect(watcher.values.at(-1)?.watchStory.state.asyncOperations).toContainEqual({
        type: 'TranscodeLocalVideo',
        status: 'pending_mux',
      });
      watcher.stop();
    } finally {
      await second.app.close();
    }
  });
});
