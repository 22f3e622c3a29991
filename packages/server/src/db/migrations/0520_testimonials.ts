import { type Kysely, sql } from 'kysely';

// The public pages and clips an organization features as testimonials, in the order it chose. A featured item goes
// with its story or clip, and with the organization.
const statements = [
  `create table testimonials (
    organization_id text not null references organizations(id) on delete cascade,
    kind text not null check (kind in ('story', 'clip')),
    item_id text not null,
    position integer not null,
    created_by text references users(id) on delete set null,
    created_at timestamptz not null default now(),
    primary key (organization_id, kind, item_id)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop table if exists testimonials').execute(db);
}
