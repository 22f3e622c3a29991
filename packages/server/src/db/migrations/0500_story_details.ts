import { type Kysely, sql } from 'kysely';

// Who told the story, who asked, where and in which language: the details an archive catalogues for every interview,
// given on the upload page. Empty until someone fills them in.
const FIELDS = ['narrator', 'interviewer', 'place', 'language'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const field of FIELDS) await sql.raw(`alter table stories add column ${field} text not null default ''`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const field of FIELDS) await sql.raw(`alter table stories drop column if exists ${field}`).execute(db);
}
