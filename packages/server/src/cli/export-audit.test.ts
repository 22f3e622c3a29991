import { randomBytes, randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { createClusterDatabase } from '../db/postgres-cluster.js';
import type { DB } from '../db/schema.js';
import { scratchDir } from '../testing/media-fixtures.js';
import { runCliCapturing } from '../testing/run-cli.js';

/** Where the command finds its database: the embedded one under STORYKEEP_DATA, or a PostgreSQL database by its URL. */
const engines = [
  { name: 'pglite', databaseUrl: async () => undefined },
  {
    name: 'postgres',
    databaseUrl: async () => {
      const url = inject('postgresUrl');
      if (!url) throw new Error(`The PostgreSQL test cluster did not start: ${inject('postgresError')}`);
      return createClusterDatabase(url, `storykeep_export_${randomBytes(6).toString('hex')}`, inject('postgresTemplate') || undefined);
    },
  },
];

describe.each(engines)('storykeep export on $name', ({ databaseUrl }) => {
  afterEach(() => vi.unstubAllEnvs());

  it('records a security event in the database it exported from: the command line, the operator, the story and where it went', async () => {
    const { dir, cleanup } = await scratchDir('storykeep-export-audit-');
    const url = await databaseUrl();
    vi.stubEnv('STORYKEEP_DATA', dir);
    vi.stubEnv('DATABASE_URL', url);
    const open = () => openDatabase<DB>(url ? { databaseUrl: url } : { dataDir: dir });
    try {
      const storyId = randomUUID();
      const setup = await open();
      try {
        await migrateToLatest(setup.db as never);
        await setup.db.insertInto('organizations').values({ id: 'o', code: 'o', name: 'O', settings: '{}' }).execute();
        await setup.db.insertInto('projects').values({ id: 'p', organization_id: 'o', name: 'P', join_code: 'j' }).execute();
        await setup.db.insertInto('stories').values({ id: storyId, project_id: 'p', organization_id: 'o', title: 'Exported' }).execute();
      } finally {
        await setup.close();
      }
      const run = await runCliCapturing(['export', storyId, '--json']);
      expect(run.code, run.stderr).toBe(0);
      const printed = JSON.parse(run.stdout) as { files: unknown[]; target: string };
      // A story that does not exist writes nothing and records nothing.
      expect((await runCliCapturing(['export', randomUUID()])).code).toBe(1);

      const after = await open();
      try {
        const events = await after.db.selectFrom('audit_events').selectAll().execute();
        expect(events).toEqual([
          expect.objectContaining({
            kind: 'package.export',
            outcome: 'success',
            actor_id: null,
            target_type: 'story',
            target_id: storyId,
          }),
        ]);
        const details = typeof events[0]?.details === 'string' ? JSON.parse(events[0].details) : events[0]?.details;
        expect(details).toEqual({
          by: 'command line',
          operator: userInfo().username,
          to: join(dir, 'exports', storyId),
          files: printed.files.length,
        });
        expect(printed.target).toBe(join(dir, 'exports', storyId));
      } finally {
        await after.close();
      }
    } finally {
      await cleanup();
    }
  }, 120_000);
});
