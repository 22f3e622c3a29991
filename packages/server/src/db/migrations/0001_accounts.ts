import { type Kysely, sql } from 'kysely';

// Accounts, organizations and everything that authenticates a request.
const statements = [
  `create table organizations (
    id text primary key,
    code text not null unique,
    name text not null,
    logo_url text,
    require_session_passwords boolean not null default false,
    force_two_factor boolean not null default false,
    settings jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  `create table users (
    id text primary key,
    email text not null unique,
    full_name text not null,
    password_hash text,
    role text not null check (role in ('admin', 'org_manager', 'manager', 'user', 'guest')),
    newsletter boolean not null default false,
    visitor_id text,
    totp_secret text,
    totp_enabled boolean not null default false,
    totp_pending_secret text,
    created_at timestamptz not null default now()
  )`,
  `create table organization_members (
    organization_id text not null references organizations(id) on delete cascade,
    user_id text not null references users(id) on delete cascade,
    created_at timestamptz not null default now(),
    primary key (organization_id, user_id)
  )`,
  'create index organization_members_user on organization_members (user_id)',
  `create table sessions (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    access_hash text not null unique,
    refresh_hash text not null unique,
    access_expires_at timestamptz not null,
    refresh_expires_at timestamptz not null,
    two_factor_pending boolean not null default false,
    impersonator_id text references users(id) on delete cascade,
    created_at timestamptz not null default now()
  )`,
  `create table one_time_tokens (
    token_hash text primary key,
    user_id text not null references users(id) on delete cascade,
    purpose text not null check (purpose in ('password_reset', 'magic_link')),
    expires_at timestamptz not null,
    used_at timestamptz
  )`,
  `create table sign_in_failures (
    id bigint generated always as identity primary key,
    key text not null,
    created_at timestamptz not null default now()
  )`,
  'create index sign_in_failures_key on sign_in_failures (key, created_at)',
  `create table visits (
    id text primary key,
    user_id text references users(id) on delete set null,
    visitor_id text not null,
    fingerprint_id text,
    landing_page text,
    user_agent text,
    user_platform text,
    network_down double precision,
    network_rtt double precision,
    network_effective_type text,
    ga_client_id text,
    ga_session_id text,
    gclid text,
    created_at timestamptz not null default now()
  )`,
  `create table contact_messages (
    id text primary key,
    product text not null,
    user_id text references users(id) on delete set null,
    fields jsonb not null,
    location jsonb,
    created_at timestamptz not null default now()
  )`,
  `create table feature_flags (
    scope text not null check (scope in ('organization', 'user')),
    scope_id text not null,
    flags jsonb not null default '{}'::jsonb,
    updated_at timestamptz not null default now(),
    primary key (scope, scope_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
