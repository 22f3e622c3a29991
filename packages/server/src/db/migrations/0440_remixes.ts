import { type Kysely, sql } from 'kysely';

// Remixes: clips of one or more stories joined into one media file. A remix belongs to a project; its clips may come
// from any story of the same organization. `rendered_order` is the clip order the stored file was made from, so a
// reorder hides the old file until the new one is made.
const statements = [
  `create table remixes (
    id text primary key,
    project_id text not null references projects(id) on delete cascade,
    title text not null,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    media_key text,
    media_type text check (media_type in ('audio', 'video')),
    rendered_order text,
    render_job_id text,
    render_failed boolean not null default false
  )`,
  'create index remixes_project_created on remixes (project_id, created_at desc)',
  `create table remix_clips (
    remix_id text not null references remixes(id) on delete cascade,
    position integer not null,
    clip_id text not null references clips(id) on delete cascade,
    primary key (remix_id, position)
  )`,
  'create index remix_clips_clip on remix_clips (clip_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists remix_clips').execute(db);
  await sql.raw('drop table if exists remixes').execute(db);
}
