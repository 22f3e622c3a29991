import { type Kysely, sql } from 'kysely';

// What the conclude page saved about a story (POST /stories/{id}/conclude): one row per story, replaced when the
// story is concluded again. Title, description and folders live on the story itself.
const statements = [
  `create table story_conclusions (
    story_id text primary key references stories(id) on delete cascade,
    notes text not null default '',
    groups jsonb not null default '[]'::jsonb,
    emails jsonb not null default '[]'::jsonb,
    notify_group boolean not null default false,
    terms_accepted boolean not null,
    is_upload boolean not null default false,
    media_key text,
    media_type text,
    file_name text,
    export_to_permanent_org boolean not null default false,
    concluded_by text references users(id) on delete set null,
    concluded_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists story_conclusions').execute(db);
}
