import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

describe.each(testDatabases)('migrations on $name', ({ open }) => {
  it('creates every table and records every migration once', async () => {
    const { db } = await open();
    const tables = await sql<{ tablename: string }>`select tablename from pg_tables where schemaname = 'public'`.execute(db);
    const names = tables.rows.map((r) => r.tablename);
    for (const table of ['users', 'organizations', 'projects', 'folders', 'stories', 'folder_stories', 'clips', 'feature_flags']) {
      expect(names).toContain(table);
    }
    const ran = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
    expect(ran.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
  });

  it('runs nothing the second time', async () => {
    const { db } = await open();
    await expect(migrateToLatest(db as never)).resolves.toEqual([]);
  });
});
