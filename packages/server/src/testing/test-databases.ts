import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createClusterDatabase } from '../db/postgres-cluster.js';
import type { DB } from '../db/schema.js';

/** One database engine the server suite runs against. */
export interface TestDatabase {
  name: 'pglite' | 'postgres';
  /** The migrated database of this test file (opened once per file, shared by its suites). */
  open(): Promise<Database<DB>>;
}

const opened = new Map<string, Promise<Database<DB>>>();

function once(name: string, factory: () => Promise<Database<DB>>): Promise<Database<DB>> {
  let database = opened.get(name);
  if (!database) {
    database = factory().then(async (d) => {
      await migrateToLatest(d.db as never);
      return d;
    });
    opened.set(name, database);
  }
  return database;
}

async function openPostgres(): Promise<Database<DB>> {
  const url = inject('postgresUrl');
  if (!url) throw new Error(`The PostgreSQL test cluster did not start: ${inject('postgresError')}`);
  // A copy of the migrated template (the migrations then find nothing to do).
  const template = inject('postgresTemplate') || undefined;
  const databaseUrl = await createClusterDatabase(url, `storykeep_test_${randomBytes(6).toString('hex')}`, template);
  return openDatabase<DB>({ databaseUrl });
}

/** An in-memory PGlite, started from the run's migrated dump when there is one. */
export function openTestPglite(): Promise<Database<DB>> {
  const snapshot = inject('pgliteSnapshot');
  return openDatabase<DB>({ inMemory: true, ...(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {}) });
}

// Registered while the test file is collected, so it runs once after all of the file's suites.
afterAll(async () => {
  const all = [...opened.values()];
  opened.clear();
  for (const database of all) await (await database).close();
});

/** Both engines; suites run with `describe.each(testDatabases)('$name', ({ open }) => …)`. */
export const testDatabases: TestDatabase[] = [
  { name: 'pglite', open: () => once('pglite', openTestPglite) },
  { name: 'postgres', open: () => once('postgres', openPostgres) },
];

/** Empties every table the migrations made, so a suite starts from nothing. */
export async function emptyDatabase(database: Database<DB>): Promise<void> {
  const tables = await sql<{ tablename: string }>`
    select tablename from pg_tables where schemaname = 'public' and tablename not like 'kysely_%'`.execute(database.db);
  if (tables.rows.length === 0) return;
  const list = tables.rows.map((t) => `"${t.tablename}"`).join(', ');
  await sql.raw(`truncate ${list} restart identity cascade`).execute(database.db);
}
