import { EventEmitter } from 'node:events';
import type { SignalServerMessage } from '@storykeep/core';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { DB } from '../../db/schema.js';

/** A message for a room's sockets: all of them, one peer (`to`), or all but the sender (`except`). */
export interface RoomEnvelope {
  roomId: string;
  to?: string;
  except?: string;
  message: SignalServerMessage;
}

const CHANNEL = 'storykeep_rooms';
// NOTIFY payloads stop at 8000 bytes; an SDP offer can be larger, so bigger envelopes go through a table.
const MAX_PAYLOAD = 7000;
// Outbox rows live long enough for every instance to read them.
const OUTBOX_SECONDS = 60;

/**
 * The rooms' pub/sub. In-process with PGlite (one process holds the database); with PostgreSQL every instance
 * LISTENs and every message goes through the database, so two peers on different instances reach each other.
 */
export class RoomBus {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | undefined;
  private stopped = false;

  constructor(private readonly db: Kysely<DB>) {
    this.emitter.setMaxListeners(0);
  }

  /** Starts listening to the other instances' messages. */
  async fromPostgres(url: string, onError: (error: unknown) => void): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (notice) => void this.received(notice.payload ?? '').catch(onError));
    client.on('error', (error) => {
      onError(error);
      if (this.client === client) this.client = undefined;
      if (!this.stopped) setTimeout(() => void this.fromPostgres(url, onError).catch(onError), 1000).unref();
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    this.client = client;
  }

  private async received(payload: string): Promise<void> {
    const parsed = JSON.parse(payload) as RoomEnvelope | { ref: string };
    if ('ref' in parsed) {
      const row = await this.db.selectFrom('room_signals').select('body').where('id', '=', parsed.ref).executeTakeFirst();
      if (row) this.emitter.emit('message', JSON.parse(row.body) as RoomEnvelope);
      return;
    }
    this.emitter.emit('message', parsed);
  }

  /** Sends an envelope to the room's sockets on every instance. */
  async publish(envelope: RoomEnvelope): Promise<void> {
    if (!this.client) {
      this.emitter.emit('message', envelope);
      return;
    }
    const body = JSON.stringify(envelope);
    if (Buffer.byteLength(body) <= MAX_PAYLOAD) {
      await sql`select pg_notify(${CHANNEL}, ${body})`.execute(this.db);
      return;
    }
    const row = await this.db
      .insertInto('room_signals')
      .values({ room_id: envelope.roomId, body, created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`select pg_notify(${CHANNEL}, ${JSON.stringify({ ref: String(row.id) })})`.execute(this.db);
    await this.db
      .deleteFrom('room_signals')
      .where('created_at', '<', new Date(Date.now() - OUTBOX_SECONDS * 1000))
      .execute();
  }

  /** Calls the listener with every envelope of one room. */
  subscribe(roomId: string, listener: (envelope: RoomEnvelope) => void): () => void {
    const filtered = (envelope: RoomEnvelope) => {
      if (envelope.roomId === roomId) listener(envelope);
    };
    this.emitter.on('message', filtered);
    return () => this.emitter.off('message', filtered);
  }

  async close(): Promise<void> {
    this.stopped = true;
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
