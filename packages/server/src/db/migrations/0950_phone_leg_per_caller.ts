import { type Kysely, sql } from 'kysely';

// Joining by phone: each telephone caller now reaches the room's Vonage Video session through a SIP leg of their own
// (their own Voice conversation), so the archive keeps one track per caller, named for that caller. The leg moves from
// the room (one for all its callers, migration 0890) to the caller's call row. A leg the room held while this runs
// belonged to no caller in particular: it is dropped with the column, and ends when its callers hang up or the session
// ends.
const statements = ['alter table room_phone_calls add column vonage_leg text', 'alter table rooms drop column if exists vonage_phone_leg'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table rooms add column if not exists vonage_phone_leg text').execute(db);
  await sql.raw('alter table room_phone_calls drop column if exists vonage_leg').execute(db);
}
