import { type Kysely, sql } from 'kysely';

// Durable background work (media processing, transcription, mixing local recordings). A job is
// claimed under a lease (locked_by, locked_until): if its worker dies, the lease runs out and another
// worker takes it again. dedupe_key keeps one unfinished job per key.
const statements = [
  `create table jobs (
    id text primary key,
    type text not null,
    payload jsonb not null default '{}'::jsonb,
    story_id text references stories(id) on delete cascade,
    mode text,
    status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
    attempts integer not null default 0,
    max_attempts integer not null default 5,
    run_at timestamptz not null default now(),
    locked_by text,
    locked_until timestamptz,
    last_error text,
    result jsonb,
    dedupe_key text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    finished_at timestamptz
  )`,
  `create index jobs_claimable on jobs (run_at) where status in ('queued', 'running')`,
  'create index jobs_story on jobs (story_id, created_at)',
  `create unique index jobs_unfinished_dedupe on jobs (dedupe_key) where dedupe_key is not null and status in ('queued', 'running')`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists jobs').execute(db);
}
