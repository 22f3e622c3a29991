import { type Kysely, sql } from 'kysely';

// Joining by phone: the room's Vonage Video session reaches the Voice conversation its telephone callers are in
// through one SIP leg, dialled when the first caller comes in and hung up when the last one leaves. The room keeps
// that leg's Video connection (or a claim while it is being dialled), so two callers at once dial it only once.
const statements = ['alter table rooms add column vonage_phone_leg text'];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table rooms drop column if exists vonage_phone_leg').execute(db);
}
