import { type Kysely, sql } from 'kysely';

// Counted attempts at credential routes (wrong passwords, unknown tokens, mail sent), per route and address, so
// every server process on one PostgreSQL database counts against the same limit.
const statements = [
  `create table credential_attempts (
    key text not null,
    at timestamptz not null
  )`,
  'create index credential_attempts_key_at on credential_attempts (key, at)',
  'create index credential_attempts_at on credential_attempts (at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists credential_attempts').execute(db);
}
