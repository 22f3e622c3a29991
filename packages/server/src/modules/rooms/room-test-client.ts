import type { SignalServerMessage } from '@storykeep/core';
import WebSocket from 'ws';

/** A signalling socket for tests: messages queue up until a test waits for one of a given type. */
export interface TestSignalClient {
  socket: WebSocket;
  send(message: unknown): void;
  next<T extends SignalServerMessage['type']>(type: T): Promise<Extract<SignalServerMessage, { type: T }>>;
  closed: Promise<number>;
  /** The close code and the reason the server gave. */
  closedWith: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens `/api/rooms/{roomKey}/signal` on a listening app at `base` (`http://127.0.0.1:port`). */
export async function openSignal(base: string, roomKey: string): Promise<TestSignalClient> {
  const socket = new WebSocket(`${base.replace('http', 'ws')}/api/rooms/${roomKey}/signal`);
  const queue: SignalServerMessage[] = [];
  const waiters: Array<() => void> = [];
  socket.on('message', (data) => {
    queue.push(JSON.parse(data.toString()) as SignalServerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const closed = closedWith.then(({ code }) => code);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    socket,
    closed,
    closedWith,
    send: (message) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    async next(type) {
      for (;;) {
        const index = queue.findIndex((m) => m.type === type);
        if (index >= 0) return queue.splice(index, 1)[0] as never;
        if (socket.readyState !== WebSocket.OPEN) throw new Error(`socket closed while waiting for ${type}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          socket.once('close', () => resolve());
        });
      }
    },
    close: () => socket.close(),
  };
}
