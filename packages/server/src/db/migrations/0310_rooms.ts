import { type Kysely, sql } from 'kysely';

// Rooms and calls: one room per story made for a live call, who joined it, who is connected now, the recording
// events stored on the story, and the outbox of signals too large for a NOTIFY payload.
const statements = [
  `create table rooms (
    id text primary key,
    room_key text not null unique,
    story_id text not null unique references stories(id) on delete cascade,
    project_id text not null references projects(id) on delete cascade,
    folder_id text references folders(id) on delete set null,
    created_by text references users(id) on delete set null,
    questions jsonb not null default '[]'::jsonb,
    layout text not null default 'grid',
    created_at timestamptz not null default now()
  )`,
  `create table room_participants (
    id text primary key,
    room_id text not null references rooms(id) on delete cascade,
    user_id text references users(id) on delete cascade,
    name text not null,
    email text,
    role text not null,
    token_hash text unique,
    expires_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  'create index room_participants_room on room_participants(room_id)',
  `create table room_presence (
    peer_id text primary key,
    room_id text not null references rooms(id) on delete cascade,
    participant_id text not null references room_participants(id) on delete cascade,
    name text not null,
    role text not null,
    seen_at timestamptz not null default now()
  )`,
  'create index room_presence_room on room_presence(room_id)',
  `create table story_recordings (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    started_at timestamptz not null,
    stopped_at timestamptz,
    started_by text
  )`,
  'create index story_recordings_story on story_recordings(story_id, started_at)',
  `create table room_signals (
    id bigserial primary key,
    room_id text not null,
    body text not null,
    created_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['room_signals', 'story_recordings', 'room_presence', 'room_participants', 'rooms'])
    await sql.raw(`drop table if exists ${table}`).execute(db);
}
