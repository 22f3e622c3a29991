import { type Kysely, sql } from 'kysely';

// Projects, folders, interviews and what hangs off them (files, clips, tickets, invites, preparation sessions).
const statements = [
  `create table projects (
    id text primary key,
    organization_id text not null references organizations(id) on delete cascade,
    name text not null,
    description text not null default '',
    background_url text,
    join_code text not null unique,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  'create index projects_organization on projects (organization_id)',
  `create table project_members (
    project_id text not null references projects(id) on delete cascade,
    user_id text not null references users(id) on delete cascade,
    role text not null check (role in ('project_manager', 'project_member')),
    created_at timestamptz not null default now(),
    primary key (project_id, user_id)
  )`,
  'create index project_members_user on project_members (user_id)',
  `create table invites (
    code text primary key,
    organization_id text not null references organizations(id) on delete cascade,
    project_id text references projects(id) on delete cascade,
    role text not null check (role in ('user', 'manager')),
    email text,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now(),
    used_at timestamptz
  )`,
  `create table folders (
    id text primary key,
    project_id text not null references projects(id) on delete cascade,
    name text not null,
    description text not null default '',
    creator_id text references users(id) on delete set null,
    is_default boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  'create index folders_project on folders (project_id)',
  `create table stories (
    id text primary key,
    project_id text not null references projects(id) on delete cascade,
    organization_id text not null references organizations(id) on delete cascade,
    creator_id text references users(id) on delete set null,
    title text not null default '',
    description text not null default '',
    record_date timestamptz,
    recording_started_at timestamptz,
    archive_url text,
    custom_archive_url text,
    thumbnail_url text,
    media_type text,
    type text,
    session_password text,
    duration double precision,
    transcript_status text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index stories_project_date on stories (project_id, record_date desc, id)',
  'create index stories_project_created on stories (project_id, created_at desc, id)',
  'create index stories_organization on stories (organization_id)',
  `create table folder_stories (
    folder_id text not null references folders(id) on delete cascade,
    story_id text not null references stories(id) on delete cascade,
    added_at timestamptz not null default now(),
    primary key (folder_id, story_id)
  )`,
  'create index folder_stories_story on folder_stories (story_id)',
  `create table story_files (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    title text not null,
    description text not null default '',
    url text,
    release_form boolean not null default false,
    created_at timestamptz not null default now()
  )`,
  'create index story_files_story on story_files (story_id)',
  `create table clips (
    id text primary key,
    story_id text not null references stories(id) on delete cascade,
    title text not null default '',
    description text not null default '',
    start_seconds double precision not null default 0,
    end_seconds double precision not null default 0,
    tags jsonb not null default '[]'::jsonb,
    created_at timestamptz not null default now()
  )`,
  'create index clips_story on clips (story_id)',
  `create table tickets (
    id text primary key,
    project_id text not null references projects(id) on delete cascade,
    story_id text references stories(id) on delete cascade,
    created_by text references users(id) on delete set null,
    expires_at timestamptz,
    used_at timestamptz,
    used_by text references users(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  `create table prep_sessions (
    id text primary key,
    organization_id text not null references organizations(id) on delete cascade,
    project_id text references projects(id) on delete cascade,
    title text not null default '',
    password text,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now()
  )`,
  'create index prep_sessions_organization on prep_sessions (organization_id)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
