import { type Kysely, sql } from 'kysely';

// The notices that tell an account holder their password or two-factor changed: one row per change, taken before its
// mail is sent and marked once sent, so a job the queue runs twice sends one mail.
const statements = [
  `create table account_notices (
    notice_key text primary key,
    user_id text not null references users(id) on delete cascade,
    kind text not null,
    reserved_at timestamptz not null,
    sent_at timestamptz
  )`,
  'create index account_notices_user on account_notices (user_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists account_notices').execute(db);
}
