import type { WebSocket } from '@fastify/websocket';
import type { Actor } from '../../http/actor.js';
import type { TaskEvents } from './task-events.js';

/** graphql-ws's close code for a refused or ended authorization; the browser client signs in again on it. */
export const FORBIDDEN_CLOSE = 4403;

/**
 * The open task-service sockets and the token each signed in with. On every `access` event each token is looked up
 * again (once per token, however many sockets share it) and the sockets of a session that has ended — signed out,
 * reset, revoked, expired — are closed with 4403, ending all their subscriptions at once.
 */
export class SocketSessions {
  private readonly sockets = new Map<WebSocket, string>();
  private checking: Promise<void> | undefined;
  private again = false;
  private readonly stop: () => void;

  constructor(
    events: TaskEvents,
    private readonly current: (token: string) => Promise<Actor | undefined>,
  ) {
    this.stop = events.subscribe((event) => {
      if (event.kind === 'access') this.recheck();
    });
  }

  add(socket: WebSocket, token: string): void {
    this.sockets.set(socket, token);
    socket.once('close', () => this.sockets.delete(socket));
  }

  /** Checks every socket; a burst of changes while a check runs makes one more check after it, not one each. */
  private recheck(): void {
    if (this.checking) {
      this.again = true;
      return;
    }
    this.checking = this.checkAll().finally(() => {
      this.checking = undefined;
      if (this.again) {
        this.again = false;
        this.recheck();
      }
    });
  }

  private async checkAll(): Promise<void> {
    const alive = new Map<string, Promise<boolean>>();
    for (const [socket, token] of [...this.sockets]) {
      let lives = alive.get(token);
      if (!lives) {
        lives = this.current(token).then(
          (actor) => actor !== undefined,
          () => true, // the database did not answer: keep the socket, the next check decides
        );
        alive.set(token, lives);
      }
      if (!(await lives)) socket.close(FORBIDDEN_CLOSE, 'Forbidden');
    }
  }

  close(): void {
    this.stop();
    this.sockets.clear();
  }
}
