import { type Kysely, sql } from 'kysely';

// Interview lists and searches filter by narrator (a contains-match, so a trigram index) and by language (equal
// ignoring case and surrounding spaces, so an index on that expression), across an archive as well as in a project.
const statements = [
  'create index if not exists stories_narrator_trgm on stories using gin (narrator gin_trgm_ops)',
  'create index if not exists stories_language_lower on stories (lower(btrim(language)))',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists stories_language_lower').execute(db);
  await sql.raw('drop index if exists stories_narrator_trgm').execute(db);
}
