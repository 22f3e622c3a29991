import { type Kysely, sql } from 'kysely';

// Story lists sort with NULLS LAST and a tie-break on id in the same direction; these indexes match
// that order exactly in both directions, so a page is read straight off the index instead of sorting
// the whole project.
const statements = [
  'drop index if exists stories_project_date',
  'create index stories_project_date_desc on stories (project_id, record_date desc nulls last, id desc)',
  'create index stories_project_date_asc on stories (project_id, record_date asc nulls last, id asc)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
