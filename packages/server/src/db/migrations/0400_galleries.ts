import { type Kysely, sql } from 'kysely';

// Galleries: an organization's public collections of clips. `elements` holds the clips in order with their trims and
// captions; `synced` what each clip was when the gallery was last refreshed, so later changes show as out of sync.
const statements = [
  `create table galleries (
    id text primary key,
    organization_id text not null references organizations(id) on delete cascade,
    author_id text not null,
    title text not null,
    description text not null default '',
    background_url text,
    logo_url text,
    thumbnail_url text,
    color_start text,
    color_end text,
    elements jsonb not null default '[]'::jsonb,
    synced jsonb not null default '{}'::jsonb,
    share_key text not null unique,
    sync_status text not null default 'public' check (sync_status in ('public', 'private')),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index galleries_organization_created on galleries (organization_id, created_at desc)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists galleries').execute(db);
}
