import { type Kysely, sql } from 'kysely';

/** A fingerprint of every row of every table: equal fingerprints, unchanged database. */
export async function databaseSnapshot(db: Kysely<unknown>): Promise<string> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  const parts: string[] = [];
  for (const { tablename } of tables.rows) {
    const row = await sql<{ digest: string | null; n: string }>`
      select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as n from ${sql.table(tablename)} t`.execute(
      db,
    );
    parts.push(`${tablename}:${row.rows[0]?.n}:${row.rows[0]?.digest}`);
  }
  return parts.join('\n');
}
