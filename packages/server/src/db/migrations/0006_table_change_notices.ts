import { type Kysely, sql } from 'kysely';

/** Tables whose rows the server keeps between requests (who a token belongs to, which organization a project is in). */
export const NOTICED_TABLES = ['sessions', 'users', 'organization_members', 'project_members', 'projects', 'organizations'] as const;

// Each statement that changes one of these tables announces the table's name on 'storykeep_tables' when it commits,
// whichever process or instance ran it (cascaded deletes included), so every instance drops what it kept.
const statements = [
  `create function storykeep_table_changed() returns trigger language plpgsql as $$
  begin
    perform pg_notify('storykeep_tables', TG_TABLE_NAME);
    return null;
  end $$`,
  ...NOTICED_TABLES.map(
    (table) =>
      `create trigger ${table}_changed after insert or update or delete or truncate on ${table}
        for each statement execute function storykeep_table_changed()`,
  ),
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NOTICED_TABLES) await sql.raw(`drop trigger if exists ${table}_changed on ${table}`).execute(db);
  await sql.raw('drop function if exists storykeep_table_changed').execute(db);
}
