import { type Kysely, sql } from 'kysely';

// Planning: a prep session becomes the plan of one call (questions, time, the room it opens and the key of its
// session link), and a project keeps a campaign, its list of people to interview with their status and invitation.
const statements = [
  `alter table prep_sessions
    add column story_id text references stories(id) on delete set null,
    add column session_key text unique,
    add column questions jsonb not null default '[]'::jsonb,
    add column scheduled_at timestamptz,
    add column updated_at timestamptz not null default now()`,
  'create index prep_sessions_project on prep_sessions (project_id, created_at)',
  `create table campaign_people (
    id text primary key,
    project_id text not null references projects(id) on delete cascade,
    prep_session_id text references prep_sessions(id) on delete set null,
    name text not null,
    email text not null default '',
    status text not null default 'to_invite'
      check (status in ('to_invite', 'invited', 'scheduled', 'recorded', 'declined')),
    questions jsonb not null default '[]'::jsonb,
    notes text not null default '',
    ticket_id text references tickets(id) on delete set null,
    story_id text references stories(id) on delete set null,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  'create index campaign_people_project on campaign_people (project_id, created_at)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists campaign_people').execute(db);
  await sql.raw('drop index if exists prep_sessions_project').execute(db);
  for (const column of ['updated_at', 'scheduled_at', 'questions', 'session_key', 'story_id'])
    await sql.raw(`alter table prep_sessions drop column if exists ${column}`).execute(db);
}
