import { type Kysely, sql } from 'kysely';

// A call's chat kept on the server, so someone who joins late reads what was said before; and, for rooms run on
// Vonage Video, the session the room opened there and the archive recording now (null when none).
const statements = [
  `create table room_chat_messages (
    id bigserial primary key,
    room_id text not null references rooms(id) on delete cascade,
    participant_id text references room_participants(id) on delete set null,
    peer_id text not null,
    name text not null,
    text text not null,
    created_at timestamptz not null default now()
  )`,
  'create index room_chat_messages_room on room_chat_messages(room_id, id)',
  'alter table rooms add column vonage_session_id text',
  'alter table rooms add column vonage_archive_id text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table rooms drop column if exists vonage_archive_id').execute(db);
  await sql.raw('alter table rooms drop column if exists vonage_session_id').execute(db);
  await sql.raw('drop table if exists room_chat_messages').execute(db);
}
