import { EventEmitter, on } from 'node:events';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { itemsOnPage } from '@storykeep/core';
import { buildSchema, GraphQLError } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { TASK_SERVICE_SDL } from './task-service.documents.js';

// The adapters project resolves packages for the browser, where `ws` resolves to its browser shim that throws; the test server needs Node's `ws`.
const nodeRequire = createRequire(import.meta.url);
/** The `ws` package as Node loads it. */
export const ws = nodeRequire('ws') as typeof import('ws');
const { WebSocketServer } = ws;

interface Ctx {
  token: string | undefined;
}

/**
 * A real graphql-ws server on loopback with the task service's schema, for the client's tests: `accepted` tokens may
 * connect, `forbidden` tokens connect but every operation answers FORBIDDEN.
 */
export async function startTaskServiceServer() {
  const accepted = new Set<string>();
  const forbidden = new Set<string>();
  const events = new EventEmitter();
  let connectionAttempts = 0;
  const started = new Map<string, number>();
  const subscribe = (channel: string) => {
    started.set(channel, (started.get(channel) ?? 0) + 1);
    return on(events, channel);
  };
  const stories = [
    { id: 's1', title: 'One', description: null, featureFlags: { beta: true }, state: { transcribed: false } },
    { id: 's2', title: 'Two', description: 'second', featureFlags: null, state: {} },
  ];
  const guard = (ctx: Ctx) => {
    if (ctx.token && forbidden.has(ctx.token)) throw new GraphQLError('Forbidden', { extensions: { code: 'FORBIDDEN' } });
  };
  const roots = {
    query: {
      getStories: ({ page, count }: { page: number; count: number }, ctx: Ctx) => {
        guard(ctx);
        return itemsOnPage(stories, page, count);
      },
      getStoryAsyncTaskCount: ({ storyId, type }: { storyId: string; type: string }, ctx: Ctx) => {
        guard(ctx);
        return storyId === 's1' && type === 'TranscodeLocalVideo' ? 2 : 0;
      },
    },
    mutation: {
      updateStoryState: ({ commands }: { commands: { storyId: string }[] }, ctx: Ctx) => {
        guard(ctx);
        return stories.filter((s) => commands.some((c) => c.storyId === s.id));
      },
    },
    subscription: {
      watchStory: async function* ({ storyId }: { storyId: string }, ctx: Ctx) {
        guard(ctx);
        for await (const [story] of subscribe(`story:${storyId}`)) yield { watchStory: story };
      },
      watchAsyncTask: async function* ({ taskId }: { taskId: string }) {
        for await (const [task] of subscribe(`task:${taskId}`)) yield { watchAsyncTask: task };
      },
      watchActiveTasksOnStories: async function* ({ storyIds }: { storyIds: string[] }) {
        for await (const [update] of subscribe('active')) {
          if (storyIds.includes(update.storyId)) yield { watchActiveTasksOnStories: update };
        }
      },
    },
  };
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => wss.once('listening', () => resolve()));
  const server = useServer(
    {
      schema: buildSchema(TASK_SERVICE_SDL),
      roots,
      context: (ctx) => ({ token: (ctx.connectionParams as { authorization?: string } | undefined)?.authorization }),
      onConnect: (ctx) => {
        connectionAttempts += 1;
        const token = (ctx.connectionParams as { authorization?: string } | undefined)?.authorization;
        return token !== undefined && (accepted.has(token) || forbidden.has(token));
      },
    },
    wss,
  );
  const { port } = wss.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/api/graphql`,
    accepted,
    forbidden,
    connectionAttempts: () => connectionAttempts,
    publish: (channel: string, payload: unknown) => events.emit(channel, payload),
    listeners: (channel: string) => events.listenerCount(channel),
    /** How many subscriptions the server has started on a channel (a dropped one may linger as a listener). */
    subscriptions: (channel: string) => started.get(channel) ?? 0,
    /** Drops every open socket, as a server restart or a network blip would. */
    dropConnections: () => {
      for (const socket of wss.clients) socket.terminate();
    },
    close: async () => {
      await server.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
