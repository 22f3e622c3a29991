import { type Kysely, sql } from 'kysely';

// Single sign-on through an OpenID Connect provider: the sign-in attempts under way (each state with its nonce and
// PKCE verifier, answered once) and the single-use login codes that carry a finished sign-in to the browser.
const statements = [
  `create table sso_states (
    state text primary key,
    nonce text not null,
    code_verifier text not null,
    expires_at timestamptz not null
  )`,
  `create table sso_login_codes (
    code_hash text primary key,
    user_id text not null references users(id) on delete cascade,
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists sso_login_codes').execute(db);
  await sql.raw('drop table if exists sso_states').execute(db);
}
