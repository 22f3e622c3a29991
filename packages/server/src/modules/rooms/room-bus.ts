import { EventEmitter } from 'node:events';
import { type SignalServerMessage, SignalServerMessageSchema } from '@storykeep/core';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { readJsonColumn } from '../../db/json-column.js';
import type { PgListener } from '../../db/pg-listener.js';
import type { DB } from '../../db/schema.js';

/** A message for a room's sockets: all of them, one peer (`to`), or all but the sender (`except`). */
export interface RoomEnvelope {
  roomId: string;
  to?: string;
  except?: string;
  message: SignalServerMessage;
}

/** `room_signals.body`: an envelope as `publish` wrote it. */
const RoomEnvelopeSchema: z.ZodType<RoomEnvelope> = z.object({
  roomId: z.string(),
  to: z.string().optional(),
  except: z.string().optional(),
  message: SignalServerMessageSchema,
});

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
  private listener: PgListener | undefined;
  private unsubscribe: (() => void) | undefined;

  constructor(private readonly db: Kysely<DB>) {
    this.emitter.setMaxListeners(0);
  }

  /**
   * Hears the other instances' messages through the process's LISTEN connection, which reconnects after the database
   * restarts; from then on every message goes through the database, also while it is briefly unreachable (sending
   * then fails, as it would for the other instances, rather than silently staying in this process).
   */
  fromPostgres(listener: PgListener, onError: (error: unknown) => void): void {
    this.listener = listener;
    this.unsubscribe = listener.listen(CHANNEL, (payload) => void this.received(payload).catch(onError));
  }

  private async received(payload: string): Promise<void> {
    const parsed = JSON.parse(payload) as RoomEnvelope | { ref: string };
    if ('ref' in parsed) {
      const row = await this.db.selectFrom('room_signals').select('body').where('id', '=', parsed.ref).executeTakeFirst();
      if (row) this.emitter.emit('message', readJsonColumn(RoomEnvelopeSchema, row.body, 'room_signals.body'));
      return;
    }
    this.emitter.emit('message', parsed);
  }

  /** Sends an envelope to the room's sockets on every instance. */
  async publish(envelope: RoomEnvelope): Promise<void> {
    if (!this.listener) {
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
    this.unsubscribe?.();
  }
}
