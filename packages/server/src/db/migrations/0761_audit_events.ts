import { type Kysely, sql } from 'kysely';

// The security event log: who did what to which target, when, from where, and how it ended. Never a secret: no
// passwords, tokens or codes, only what an administrator needs to follow an incident.
const statements = [
  `create table audit_events (
    id text primary key,
    at timestamptz not null,
    kind text not null,
    outcome text not null check (outcome in ('success', 'failure', 'refused')),
    actor_id text,
    actor_email text,
    target_type text,
    target_id text,
    target_label text,
    address text,
    details jsonb not null default '{}'::jsonb
  )`,
  'create index audit_events_at on audit_events (at desc, id)',
  'create index audit_events_kind_at on audit_events (kind, at desc)',
  'create index audit_events_actor_at on audit_events (actor_id, at desc)',
  'create index audit_events_target_at on audit_events (target_id, at desc)',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists audit_events').execute(db);
}
