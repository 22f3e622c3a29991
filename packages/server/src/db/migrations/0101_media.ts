import { type Kysely, sql } from 'kysely';

// Where a story's media lives in the object store, the uploads in flight (file uploads and the
// streams of local recordings, with their timing for mixing), and the machine transcript.
const statements = [
  `create table story_media (
    story_id text primary key references stories(id) on delete cascade,
    original_key text,
    original_size bigint,
    mime_type text,
    media_type text,
    duration double precision,
    rendition_key text,
    audio_key text,
    thumbnail_key text,
    waveform_key text,
    probe jsonb,
    updated_at timestamptz not null default now()
  )`,
  `create table media_uploads (
    upload_id text primary key,
    story_id text not null references stories(id) on delete cascade,
    object_key text not null,
    kind text not null check (kind in ('file', 'stream')),
    stream_id text,
    session_id text,
    user_id text,
    media_kind text,
    mime_type text,
    token_hash text,
    recording_start timestamptz,
    recording_stop timestamptz,
    local_time_offset double precision not null default 0,
    status text not null default 'uploading' check (status in ('uploading', 'completed', 'aborted')),
    size bigint,
    created_at timestamptz not null default now(),
    completed_at timestamptz
  )`,
  'create index media_uploads_story on media_uploads (story_id, created_at)',
  `create table transcripts (
    story_id text primary key references stories(id) on delete cascade,
    paragraphs jsonb not null,
    source text not null,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['transcripts', 'media_uploads', 'story_media']) await sql.raw(`drop table if exists ${table}`).execute(db);
}
