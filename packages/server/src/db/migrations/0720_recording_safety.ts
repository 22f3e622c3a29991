import { type Kysely, sql } from 'kysely';

// Recordings are deleted from a device only on the server's word: `deleted_stories` remembers each deleted story (a
// tombstone), so the upload calls can answer "this story was deleted" (410 STORY_DELETED) apart from "not found" or
// "not yours". `media_uploads.parts` keeps each part's size and SHA-256 as the completion found them, so a repeated
// completion tells the device the same; `sha256` is a form upload's hash of the whole stream.
const statements = [
  `create table deleted_stories (
    story_id text primary key,
    organization_id text not null,
    project_id text not null,
    deleted_at timestamptz not null default now()
  )`,
  'alter table media_uploads add column parts jsonb',
  'alter table media_uploads add column sha256 text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table media_uploads drop column if exists sha256').execute(db);
  await sql.raw('alter table media_uploads drop column if exists parts').execute(db);
  await sql.raw('drop table if exists deleted_stories').execute(db);
}
