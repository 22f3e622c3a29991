import { type Kysely, sql } from 'kysely';

// What people make of a transcribed story: saved transcript versions, indexes (chapters with notes),
// clip renditions (on the clips table of 0002), public share pages, and the chunks transcript search
// reads. Chunks are kept by a trigger on `transcripts`, so every writer (the transcribe job, an edit,
// a restore) leaves search up to date in the same transaction.
/** The whole-transcript chunking of this migration (0800 replaced it with chunks per paragraph; its down brings it back). */
export const transcriptChunksTrigger = [
  // A chunk is at most 30 s of one paragraph's words, so a hit points at a moment, not a long turn.
  `create function storykeep_transcript_chunks() returns trigger language plpgsql as $$
  begin
    if TG_OP = 'DELETE' then
      delete from transcript_chunks where story_id = OLD.story_id;
      return null;
    end if;
    delete from transcript_chunks where story_id = NEW.story_id;
    if jsonb_typeof(NEW.paragraphs) <> 'array' then return null; end if;
    insert into transcript_chunks (story_id, position, speaker, start_time, end_time, body)
    select NEW.story_id, row_number() over (order by p.ord, w.win)::integer, min(p.speaker), min(w.start_time), max(w.end_time),
      string_agg(w.text, ' ' order by w.child_ord, w.word_ord)
    from (
      select ord, value ->> 'speaker' as speaker, value -> 'children' as children,
        case when jsonb_typeof(value -> 'start') = 'number' then (value ->> 'start')::double precision else 0 end as start
      from jsonb_array_elements(NEW.paragraphs) with ordinality as e(value, ord)
      where jsonb_typeof(value) = 'object' and jsonb_typeof(value -> 'children') = 'array'
    ) p
    cross join lateral (
      select c.ord as child_ord, wd.ord as word_ord, wd.value ->> 'text' as text,
        (wd.value ->> 'start')::double precision as start_time, (wd.value ->> 'end')::double precision as end_time,
        floor(greatest((wd.value ->> 'start')::double precision - p.start, 0) / 30) as win
      from jsonb_array_elements(p.children) with ordinality as c(value, ord)
      cross join lateral jsonb_array_elements(case when jsonb_typeof(c.value -> 'words') = 'array' then c.value -> 'words' else '[]'::jsonb end)
        with ordinality as wd(value, ord)
      where jsonb_typeof(wd.value -> 'start') = 'number' and jsonb_typeof(wd.value -> 'end') = 'number'
        and coalesce(wd.value ->> 'text', '') <> ''
    ) w
    group by p.ord, w.win;
    return null;
  end $$`,
  `create trigger transcripts_chunks after insert or update of paragraphs or delete on transcripts
    for each row execute function storykeep_transcript_chunks()`,
];

const statements = [
  'create extension if not exists pg_trgm',
  `create table transcript_versions (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    file_name text not null,
    paragraphs jsonb not null,
    source text not null,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now(),
    unique (story_id, file_name)
  )`,
  'create index transcript_versions_story on transcript_versions (story_id, created_at desc)',
  `create table story_indexes (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    title text not null default '',
    notes text not null default '',
    metadata jsonb not null default '[]'::jsonb,
    origin text not null default 'manual' check (origin in ('manual', 'auto')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index story_indexes_story on story_indexes (story_id, created_at)',
  `alter table clips
    add column created_by text references users(id) on delete set null,
    add column updated_at timestamptz not null default now(),
    add column media_key text,
    add column extended_key text,
    add column audio_key text,
    add column thumbnail_key text,
    add column rendered_range text`,
  'create index clips_story_created on clips (story_id, created_at desc)',
  `create table story_shares (
    story_id text primary key references stories(id) on delete cascade,
    share_key text not null unique,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create table transcript_chunks (
    story_id text not null references stories(id) on delete cascade,
    position integer not null,
    speaker text,
    start_time double precision not null,
    end_time double precision not null,
    body text not null,
    tsv tsvector generated always as (to_tsvector('english', body)) stored,
    primary key (story_id, position)
  )`,
  'create index transcript_chunks_tsv on transcript_chunks using gin (tsv)',
  'create index transcript_chunks_trgm on transcript_chunks using gin (body gin_trgm_ops)',
  ...transcriptChunksTrigger,
  // Every job state change is announced on 'storykeep_jobs' (the task service of every instance
  // listens), and a finished transcription queues the story's auto chaptering, whichever process ran it.
  `create function storykeep_job_changed() returns trigger language plpgsql as $$
  begin
    perform pg_notify('storykeep_jobs', json_build_object(
      'id', NEW.id, 'type', NEW.type, 'storyId', NEW.story_id, 'status', NEW.status, 'error', left(NEW.last_error, 1000))::text);
    if NEW.type = 'stt.transcribe' and NEW.status = 'done' and NEW.story_id is not null
      and coalesce(NEW.result ->> 'noOp', 'false') <> 'true' then
      insert into jobs (id, type, payload, story_id, dedupe_key)
      values (gen_random_uuid()::text, 'transcript.chapters', jsonb_build_object('storyId', NEW.story_id), NEW.story_id,
        'chapters:' || NEW.story_id)
      on conflict do nothing;
    end if;
    return null;
  end $$`,
  `create trigger jobs_inserted after insert on jobs for each row execute function storykeep_job_changed()`,
  `create trigger jobs_status_changed after update of status on jobs
    for each row when (OLD.status is distinct from NEW.status) execute function storykeep_job_changed()`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const drops = [
    'drop trigger if exists jobs_status_changed on jobs',
    'drop trigger if exists jobs_inserted on jobs',
    'drop function if exists storykeep_job_changed',
    'drop trigger if exists transcripts_chunks on transcripts',
    'drop function if exists storykeep_transcript_chunks',
    'drop table if exists transcript_chunks',
    'drop table if exists story_shares',
    'drop index if exists clips_story_created',
    'alter table clips drop column created_by, drop column updated_at, drop column media_key, drop column extended_key, drop column audio_key, drop column thumbnail_key, drop column rendered_range',
    'drop table if exists story_indexes',
    'drop table if exists transcript_versions',
  ];
  for (const statement of drops) await sql.raw(statement).execute(db);
}
