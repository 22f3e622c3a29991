import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createClusterDatabase, startPostgresCluster } from '../db/postgres-cluster.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of the private PostgreSQL cluster; empty when it could not start. */
    postgresUrl: string;
    /** Why the cluster could not start, so the PostgreSQL suites fail with the reason. */
    postgresError: string;
    /** A migrated database on that cluster that each test file's database is copied from; empty without one. */
    postgresTemplate: string;
    /** A dump of a migrated PGlite that each test file's PGlite starts from. */
    pgliteSnapshot: string;
  }
}

const POSTGRES_TEMPLATE = 'storykeep_migrated_template';

/** Migrates one PGlite and dumps it to a file, so no test file pays for PGlite's initdb and the migrations again. */
async function migratedPgliteDump(folder: string): Promise<string> {
  const database = await openDatabase({ inMemory: true });
  try {
    await migrateToLatest(database.db as never);
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no dump of its data folder');
    const file = join(folder, 'pglite-migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/** Migrates a template database on the cluster; closed again before any copy is made of it. */
async function migratedTemplate(clusterUrl: string): Promise<string> {
  const url = await createClusterDatabase(clusterUrl, POSTGRES_TEMPLATE);
  const database = await openDatabase({ databaseUrl: url });
  try {
    await migrateToLatest(database.db as never);
  } finally {
    await database.close();
  }
  return POSTGRES_TEMPLATE;
}

/**
 * Starts one private PostgreSQL cluster for the whole server suite, with a migrated template on it, and makes one
 * migrated PGlite dump; each test file copies its databases from these. Everything is removed afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'storykeep-test-snapshots-'));
  const [pglite, postgres] = await Promise.allSettled([
    migratedPgliteDump(folder),
    (async () => {
      const cluster = await startPostgresCluster();
      try {
        return { cluster, template: await migratedTemplate(cluster.url) };
      } catch (error) {
        await cluster.stop();
        throw error;
      }
    })(),
  ]);
  // Without a dump each file migrates its own PGlite, as before: slower, never wrong.
  project.provide('pgliteSnapshot', pglite.status === 'fulfilled' ? pglite.value : '');
  if (postgres.status === 'fulfilled') {
    project.provide('postgresUrl', postgres.value.cluster.url);
    project.provide('postgresError', '');
    project.provide('postgresTemplate', postgres.value.template);
  } else {
    const reason = postgres.reason;
    project.provide('postgresUrl', '');
    project.provide('postgresError', reason instanceof Error ? reason.message : String(reason));
    project.provide('postgresTemplate', '');
  }
  return async () => {
    if (postgres.status === 'fulfilled') await postgres.value.cluster.stop();
    rmSync(folder, { recursive: true, force: true });
  };
}
