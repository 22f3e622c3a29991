import pg from 'pg';
import { TABLE_CHANGES_CHANNEL, type TableChanges } from './table-changes.js';

/** One connection LISTENing for change notices; while it is down the changes count as unreliable. */
export class NoticeListener {
  private client: pg.Client | undefined;
  private started = false;
  private stopped = false;

  constructor(
    private readonly url: string,
    private readonly changes: TableChanges,
  ) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.connect();
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => this.changes.announce(message.payload ?? ''));
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    await client.query(`listen ${TABLE_CHANGES_CHANNEL}`);
    this.client = client;
    this.changes.setListening(true);
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.changes.setListening(false);
    client.end().catch(() => undefined);
    if (!this.stopped) setTimeout(() => void this.reconnect(), 1000).unref();
  }

  private async reconnect(): Promise<void> {
    if (this.stopped) return;
    await this.connect().catch(() => setTimeout(() => void this.reconnect(), 1000).unref());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    this.changes.setListening(false);
    await client?.end().catch(() => undefined);
  }
}
