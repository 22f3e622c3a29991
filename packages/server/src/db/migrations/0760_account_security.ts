import { type Kysely, sql } from 'kysely';

// Account security (docs/product/security.md): fixed-window request counters shared by every server process, growing
// sign-in delays per account and per address (instead of a lockout anyone could trigger), the addresses an account has
// signed in from, the last accepted two-factor time step, e-mail verification, refresh tokens already spent (reuse
// ends the session), and the browser each OAuth attempt was started in.
const statements = [
  `create table rate_limit_counters (
    key text not null,
    window_start timestamptz not null,
    count integer not null,
    primary key (key, window_start)
  )`,
  'create index rate_limit_counters_window on rate_limit_counters (window_start)',
  `create table sign_in_delays (
    key text primary key,
    failures integer not null,
    last_failure_at timestamptz not null,
    blocked_until timestamptz not null
  )`,
  `create table sign_in_known_addresses (
    user_id text not null references users(id) on delete cascade,
    address_hash text not null,
    last_seen_at timestamptz not null,
    primary key (user_id, address_hash)
  )`,
  'alter table users add column totp_last_step bigint',
  // Accounts made before verification existed, and those an administrator makes, count as verified.
  'alter table users add column email_verified boolean not null default true',
  `create table spent_refresh_tokens (
    refresh_hash text primary key,
    session_id text not null references sessions(id) on delete cascade,
    expires_at timestamptz not null
  )`,
  'alter table one_time_tokens drop constraint if exists one_time_tokens_purpose_check',
  `alter table one_time_tokens add constraint one_time_tokens_purpose_check
    check (purpose in ('password_reset', 'magic_link', 'email_verification'))`,
  'alter table one_time_tokens add column created_at timestamptz not null default now()',
  'create index one_time_tokens_user on one_time_tokens (user_id, purpose, created_at)',
  'alter table sso_states add column browser_hash text',
  'alter table box_oauth_states add column browser_hash text',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    'alter table box_oauth_states drop column if exists browser_hash',
    'alter table sso_states drop column if exists browser_hash',
    'drop index if exists one_time_tokens_user',
    'alter table one_time_tokens drop column if exists created_at',
    'drop table if exists spent_refresh_tokens',
    'alter table users drop column if exists email_verified',
    'alter table users drop column if exists totp_last_step',
    'drop table if exists sign_in_known_addresses',
    'drop table if exists sign_in_delays',
    'drop table if exists rate_limit_counters',
  ])
    await sql.raw(statement).execute(db);
}
