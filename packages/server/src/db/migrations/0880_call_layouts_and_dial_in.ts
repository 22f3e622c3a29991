import { type Kysely, sql } from 'kysely';

// Calls: every change of the video recording layout, kept on the story's timeline so the mix follows the layout in
// force at each moment; the code that leads a telephone caller into a room (Vonage dial-in) and each phone call's way
// in (its tries at the code, then who it joined as); and which participants' tracks a transcript was made from, so a
// mix made again only for its picture is not transcribed again.
const statements = [
  `create table story_layout_changes (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    layout text not null check (layout in ('grid', 'speaker', 'side_by_side')),
    changed_at timestamptz not null default now(),
    changed_by text references users(id) on delete set null
  )`,
  'create index story_layout_changes_story on story_layout_changes(story_id, changed_at)',
  // A room whose layout was changed before this migration kept only its latest: it counts from the room's start.
  `insert into story_layout_changes (id, story_id, layout, changed_at)
    select 'room-' || id, story_id, layout, created_at from rooms where layout in ('speaker', 'side_by_side')`,
  'alter table rooms add column dial_in_code text',
  'create unique index rooms_dial_in_code on rooms(dial_in_code) where dial_in_code is not null',
  `create table room_phone_calls (
    call_uuid text primary key,
    room_id text references rooms(id) on delete cascade,
    participant_id text references room_participants(id) on delete set null,
    caller text,
    tries integer not null default 0,
    created_at timestamptz not null default now()
  )`,
  'alter table transcripts add column audio_inputs text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table transcripts drop column if exists audio_inputs').execute(db);
  await sql.raw('drop table if exists room_phone_calls').execute(db);
  await sql.raw('drop index if exists rooms_dial_in_code').execute(db);
  await sql.raw('alter table rooms drop column if exists dial_in_code').execute(db);
  await sql.raw('drop table if exists story_layout_changes').execute(db);
}
