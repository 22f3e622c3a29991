import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.js';
import { InvalidJsonColumnError } from '../../db/json-column.js';
import { testDatabases } from '../../testing/test-databases.js';
import { RoomBus, type RoomEnvelope } from './room-bus.js';

const postgres = testDatabases.filter((d) => d.name === 'postgres');

// Only PostgreSQL carries the bus between instances; PGlite's stays in the process.
describe.each(postgres)('the room bus between instances, on $name', ({ open }) => {
  const listening = async (onError: (error: unknown) => void = () => undefined) => {
    const database = await open();
    const listener = database.listener as NonNullable<Database['listener']>;
    const bus = new RoomBus(database.db);
    bus.fromPostgres(listener, onError);
    // As the app does on starting: connects, then LISTENs on every channel asked for.
    await listener.start();
    return { database, bus };
  };

  it('carries an envelope too large for a NOTIFY through room_signals, read back as it was sent', async () => {
    const { bus } = await listening();
    const heard: RoomEnvelope[] = [];
    const stop = bus.subscribe('room-large', (envelope) => heard.push(envelope));
    const envelope: RoomEnvelope = {
      roomId: 'room-large',
      except: 'peer-1',
      message: { type: 'chat', from: 'peer-1', name: 'Ada', text: 'word '.repeat(3000), time: new Date(0).toISOString() },
    };
    await bus.publish(envelope);
    await expect.poll(() => heard.length, { timeout: 10_000 }).toBe(1);
    expect(heard[0]).toEqual(envelope);
    stop();
    await bus.close();
  });

  it('reports a stored envelope of the wrong shape, naming room_signals.body, and passes nothing on', async () => {
    const errors: unknown[] = [];
    const { database, bus } = await listening((error) => errors.push(error));
    const heard: RoomEnvelope[] = [];
    const stop = bus.subscribe('room-bad', (envelope) => heard.push(envelope));
    const row = await database.db
      .insertInto('room_signals')
      .values({ room_id: 'room-bad', body: JSON.stringify({ roomId: 'room-bad', message: { type: 'nonsense' } }), created_at: new Date() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await sql`select pg_notify('storykeep_rooms', ${JSON.stringify({ ref: String(row.id) })})`.execute(database.db);
    await expect.poll(() => errors.length, { timeout: 10_000 }).toBe(1);
    expect(errors[0]).toBeInstanceOf(InvalidJsonColumnError);
    expect(String((errors[0] as Error).message)).toContain('room_signals.body');
    expect(heard).toEqual([]);
    stop();
    await bus.close();
  });
});
