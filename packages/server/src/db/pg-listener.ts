import pg from 'pg';

type Handler = (payload: string) => void;

/** The LISTEN connection's application_name, so an operator sees it in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'storykeep-listen';

/** How long to wait before connecting again: 0.5 s, doubling up to 10 s, so a restarted database is found soon. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 10_000;

/**
 * The process's one LISTEN connection to PostgreSQL, shared by every channel (table changes, task events, call
 * signals). It survives the database: on an error or an end it reconnects, again and again with a growing wait,
 * until stopped, and LISTENs on every channel once more. While it is down `listening` is false (readiness answers
 * 503); once it is back `onRestored` listeners are told, since notices sent during the gap are lost for good.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private readonly channels = new Map<string, Set<Handler>>();
  private readonly restored = new Set<() => void>();
  private readonly lostListeners = new Set<() => void>();
  private started = false;
  private stopped = false;
  private retryMs = RETRY_FIRST_MS;
  private timer: NodeJS.Timeout | undefined;
  private everConnected = false;
  private queued: Promise<unknown> = Promise.resolve();

  constructor(private readonly url: string) {}

  /** True while notices arrive: connected and LISTENing on every channel. */
  get listening(): boolean {
    return this.client !== undefined;
  }

  /** Calls `handler` with the payload of every notice on `channel`; answers the unsubscribe. */
  listen(channel: string, handler: Handler): () => void {
    if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
    let handlers = this.channels.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.channels.set(channel, handlers);
      const client = this.client;
      // One statement at a time on the connection: queued behind whatever it is running.
      if (client)
        this.queued = this.queued.then(() => client.query(`listen ${channel}`)).catch((error: unknown) => this.lost(client, error));
    }
    handlers.add(handler);
    return () => handlers.delete(handler);
  }

  /** Called after every reconnection (not the first connection): notices may have been missed meanwhile. */
  onRestored(listener: () => void): () => void {
    this.restored.add(listener);
    return () => this.restored.delete(listener);
  }

  /** Called whenever the connection is lost. */
  onLost(listener: () => void): () => void {
    this.lostListeners.add(listener);
    return () => this.lostListeners.delete(listener);
  }

  /** Connects the first time; fails when the database cannot be reached now (the caller is starting up). */
  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: LISTENER_APPLICATION_NAME });
    client.on('notification', (message) => {
      for (const handler of this.channels.get(message.channel) ?? []) {
        try {
          handler(message.payload ?? '');
        } catch {
          // One channel's bad payload must not stop the others' notices; each handler reports its own errors.
        }
      }
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      for (const channel of this.channels.keys()) await client.query(`listen ${channel}`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = RETRY_FIRST_MS;
    const again = this.everConnected;
    this.everConnected = true;
    if (again) for (const listener of this.restored) listener();
  }

  private lost(client: pg.Client | undefined, _error?: unknown): void {
    if (!client || this.client !== client) return;
    this.client = undefined;
    client.end().catch(() => undefined);
    for (const listener of this.lostListeners) listener();
    this.retry();
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.connect().catch(() => this.retry());
    }, this.retryMs);
    this.timer.unref();
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
