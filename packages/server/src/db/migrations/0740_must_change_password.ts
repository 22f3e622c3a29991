import { type Kysely, sql } from 'kysely';

// An account whose password was made for it (the first administrator, `storykeep admin create`) must choose its own at
// its first sign-in; until then the API answers only the change itself, sign-out and the current user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table users add column must_change_password boolean not null default false').execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('alter table users drop column if exists must_change_password').execute(db);
}
