import { type Kysely, sql } from 'kysely';

// A ticket either lets its holder into the project or a story's call ('access'), or asks them for recordings
// ('upload'): each file they send becomes a new story of the project, marked with the ticket it came through. That
// mark is what lets a guest, who sees no project, follow and describe the stories they uploaded.
const statements = [
  `alter table tickets add column kind text not null default 'access' check (kind in ('access', 'upload'))`,
  'alter table tickets add column folder_id text references folders(id) on delete set null',
  'alter table stories add column ticket_id text references tickets(id) on delete set null',
  'create index stories_ticket on stories(ticket_id) where ticket_id is not null',
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('drop index if exists stories_ticket').execute(db);
  await sql.raw('alter table stories drop column if exists ticket_id').execute(db);
  await sql.raw('alter table tickets drop column if exists folder_id').execute(db);
  await sql.raw('alter table tickets drop column if exists kind').execute(db);
}
