import { type Kysely, sql } from 'kysely';

// Which transcript version an outside search engine (Weaviate) holds for each story, so it is sent
// again only after the transcript changed.
const statements = [
  `create table search_sync (
    engine text not null,
    story_id text not null references stories(id) on delete cascade,
    transcript_updated_at timestamptz,
    synced_at timestamptz not null default now(),
    primary key (engine, story_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists search_sync').execute(db);
}
