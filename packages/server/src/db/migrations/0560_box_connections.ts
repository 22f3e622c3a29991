import { type Kysely, sql } from 'kysely';

// A person's Box connection (OAuth 2.0 tokens, renewed with the refresh token when the access token runs out), and the
// short-lived states that tie Box's answer to the person who asked to connect.
const statements = [
  `create table box_connections (
    user_id text primary key references users(id) on delete cascade,
    access_token text not null,
    refresh_token text not null,
    expires_at timestamptz not null,
    updated_at timestamptz not null default now()
  )`,
  `create table box_oauth_states (
    state text primary key,
    user_id text not null references users(id) on delete cascade,
    return_to text not null,
    expires_at timestamptz not null
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists box_oauth_states').execute(db);
  await sql.raw('drop table if exists box_connections').execute(db);
}
