import { type Kysely, sql } from 'kysely';

// A refused request is meant to leave a trace there: counting attempts is the rate limit itself, the waits after
// failed sign-ins are the defence against guessing, and the security event log records refusals; none is a change of
// data.
const COUNTERS = new Set(['credential_attempts', 'rate_limit_counters', 'sign_in_delays', 'audit_events']);

/** A fingerprint of every row of every table but the attempt counters: equal fingerprints, unchanged database. */
export async function databaseSnapshot(db: Kysely<unknown>): Promise<string> {
  const all = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' order by tablename`.execute(db);
  const tables = { rows: all.rows.filter((t) => !COUNTERS.has(t.tablename)) };
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
