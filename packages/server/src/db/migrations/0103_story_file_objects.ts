import { type Kysely, sql } from 'kysely';

// Story files become uploaded documents held in the object store beside the story's media. A file is listed once
// its bytes have arrived (`uploaded`); files added as typed addresses before this keep their url and count as uploaded.
const statements = [
  'alter table story_files add column object_key text',
  'alter table story_files add column file_name text',
  'alter table story_files add column content_type text',
  'alter table story_files add column size integer',
  'alter table story_files add column uploaded boolean not null default true',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['uploaded', 'size', 'content_type', 'file_name', 'object_key']) {
    await sql.raw(`alter table story_files drop column if exists ${column}`).execute(db);
  }
}
