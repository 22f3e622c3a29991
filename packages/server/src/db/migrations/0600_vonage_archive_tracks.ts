import { type Kysely, sql } from 'kysely';

// Where a participant's track came from: their own device's recording, or Vonage Video's archive of the call (one file
// per participant), which stands in for a participant whose device brought nothing. Rooms are found by their Vonage
// session when Vonage reports an archive.
const statements = [
  `alter table media_uploads add column source text not null default 'device' check (source in ('device', 'vonage_archive'))`,
  'create index rooms_vonage_session on rooms(vonage_session_id) where vonage_session_id is not null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists rooms_vonage_session').execute(db);
  await sql.raw('alter table media_uploads drop column if exists source').execute(db);
}
