import { type Kysely, sql } from 'kysely';

// Who each local-recording stream records (a guest has no account to take a name from), how many parts it arrived
// in, and the story's video recording layout (who is video-recorded, in order).
const statements = [
  'alter table media_uploads add column participant_name text',
  'alter table media_uploads add column parts_count integer',
  `create table story_recording_layouts (
    story_id text primary key references stories(id) on delete cascade,
    video_participants jsonb not null default '[]'::jsonb,
    updated_by text references users(id) on delete set null,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists story_recording_layouts').execute(db);
  await sql.raw('alter table media_uploads drop column if exists parts_count').execute(db);
  await sql.raw('alter table media_uploads drop column if exists participant_name').execute(db);
}
