import { type Kysely, sql } from 'kysely';

// The task service's per-story state aggregate, changed by `updateStoryState` commands.
const statements = [
  `create table story_states (
    story_id text primary key references stories(id) on delete cascade,
    state jsonb not null default '{}'::jsonb,
    updated_at timestamptz not null default now()
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists story_states').execute(db);
}
