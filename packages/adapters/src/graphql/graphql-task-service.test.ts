import { backoffDelayMs } from '@storykeep/core';
import { FakeTokenRefresher } from '@storykeep/core/testing';
import { firstValueFrom, take, toArray } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlTaskService, type GraphqlTaskServiceOptions, taskServiceClientOptions } from './graphql-task-service.js';
import { startTaskServiceServer, ws } from './task-service.test-server.js';

/** Lets socket traffic happen until `condition` holds (bounded by the test's own timeout, never a fixed sleep). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setImmediate(resolve));
}

let server: Awaited<ReturnType<typeof startTaskServiceServer>>;
let services: GraphqlTaskService[] = [];

beforeEach(async () => {
  server = await startTaskServiceServer();
});

afterEach(async () => {
  await Promise.all(services.map((s) => s.dispose()));
  services = [];
  await server.close();
});

function connect(token: { value: string }, refresher = new FakeTokenRefresher(), waits: number[] = []) {
  const service = new GraphqlTaskService({
    url: server.url,
    getToken: () => token.value,
    tokenRefresher: {
      refresh: async () => {
        token.value = await refresher.refresh();
        return token.value;
      },
    },
    webSocketImpl: ws.WebSocket,
    wait: async (ms) => {
      waits.push(ms);
    },
  });
  services.push(service);
  return { service, refresher, waits };
}

describe('GraphqlTaskService against a graphql-ws server', () => {
  it('answers queries and mutations with validated data', async () => {
    server.accepted.add('Bearer good');
    const { service } = connect({ value: 'good' });
    await expect(service.getStories(1, 1)).resolves.toEqual([
      { id: 's1', title: 'One', description: null, featureFlags: { beta: true }, state: { transcribed: false } },
    ]);
    await expect(service.getStoryAsyncTaskCount('s1', 'TranscodeLocalVideo')).resolves.toBe(2);
    const updated = await service.updateStoryState([{ storyId: 's2', type: 'rename', payload: { title: 'x' } }]);
    expect(updated.map((s) => s.id)).toEqual(['s2']);
  });

  it('streams subscription updates until unsubscribed', async () => {
    server.accepted.add('Bearer good');
    const { service } = connect({ value: 'good' });
    const tasks = firstValueFrom(service.watchAsyncTask('t1').pipe(take(2), toArray()));
    await until(() => server.listeners('task:t1') > 0);
    server.publish('task:t1', { id: 't1', type: 'BuildDownload', status: 'pending' });
    server.publish('task:t1', { id: 't1', type: 'BuildDownload', status: 'completed', downloadUrl: '/d.zip' });
    expect((await tasks).map((t) => t.status)).toEqual(['pending', 'completed']);
    const active = firstValueFrom(service.watchActiveTasksOnStories(['s2']));
    await until(() => server.listeners('active') > 0);
    server.publish('active', { storyId: 's1', tasks: [] });
    server.publish('active', { storyId: 's2', tasks: [{ id: 't2', type: 'transcribe', status: 'pending' }] });
    expect((await active).storyId).toBe('s2');
  });

  it('re-authenticates once and retries when an operation answers FORBIDDEN', async () => {
    server.forbidden.add('Bearer old');
    server.accepted.add('Bearer new');
    const { service, refresher } = connect({ value: 'old' }, new FakeTokenRefresher(['new']));
    await expect(service.getStoryAsyncTaskCount('s1', 'TranscodeLocalVideo')).resolves.toBe(2);
    expect(refresher.calls).toBe(1);
  });

  it('re-authenticates before reconnecting when the server refuses the connection (4403)', async () => {
    server.accepted.add('Bearer renewed');
    const { service, refresher } = connect({ value: 'expired' }, new FakeTokenRefresher(['renewed']));
    await expect(service.getStories(1, 2)).resolves.toHaveLength(2);
    expect(refresher.calls).toBe(1);
  });

  it('gives up with FORBIDDEN when the token cannot be renewed', async () => {
    server.forbidden.add('Bearer old');
    const { service, refresher } = connect({ value: 'old' }, new FakeTokenRefresher([]));
    await expect(service.getStories(1, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(refresher.calls).toBe(1);
  });

  it('gives up with FORBIDDEN when the connection is refused (4403) and the token cannot be renewed', async () => {
    const { service, refresher } = connect({ value: 'expired' }, new FakeTokenRefresher([]));
    await expect(service.getStories(1, 1)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(refresher.calls).toBe(1);
  });

  it('reconnects with backoff after the connection drops, and the subscription carries on', async () => {
    server.accepted.add('Bearer good');
    const { service, waits } = connect({ value: 'good' });
    const titles: string[] = [];
    const subscription = service.watchStory('s1').subscribe((story) => titles.push(story.title));
    await until(() => server.subscriptions('story:s1') === 1);
    server.publish('story:s1', { id: 's1', title: 'before', state: {} });
    await until(() => titles.length === 1);
    server.dropConnections();
    await until(() => server.subscriptions('story:s1') === 2);
    server.publish('story:s1', { id: 's1', title: 'after', state: {} });
    await until(() => titles.length === 2);
    subscription.unsubscribe();
    expect(titles).toEqual(['before', 'after']);
    expect(server.connectionAttempts()).toBe(2);
    expect(waits).toEqual([backoffDelayMs(0, 30)]);
  });
});

describe('task service client options', () => {
  const options: GraphqlTaskServiceOptions = { url: 'ws://x', getToken: () => 't', tokenRefresher: new FakeTokenRefresher() };

  it('reconnects up to 999 times with the core backoff, never waiting more than 30 s', async () => {
    const waits: number[] = [];
    const config = taskServiceClientOptions({ ...options, wait: async (ms) => void waits.push(ms) }, async () => {});
    expect(config.retryAttempts).toBe(999);
    for (const retries of [0, 1, 2, 5, 10, 998]) await config.retryWait?.(retries);
    expect(waits).toEqual([0, 1, 2, 5, 10, 998].map((n) => backoffDelayMs(n, 30)));
    expect(Math.max(...waits)).toBe(30_000);
  });

  it('sends the bearer token in connection_init', async () => {
    const config = taskServiceClientOptions(options, async () => {});
    const params = typeof config.connectionParams === 'function' ? await config.connectionParams() : config.connectionParams;
    expect(params).toEqual({ authorization: 'Bearer t' });
  });
});
