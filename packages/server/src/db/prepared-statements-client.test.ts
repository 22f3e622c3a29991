import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.js';
import type { Database } from './database.js';
import { PreparingClient } from './prepared-statements-client.js';
import type { DB } from './schema.js';

const postgres = testDatabases.find((d) => d.name === 'postgres');

describe('PostgreSQL statements prepared once per connection', () => {
  let database: Database<DB>;
  beforeAll(async () => {
    if (!postgres) throw new Error('no PostgreSQL test database');
    database = await postgres.open();
  });

  it('prepares a parameterised statement, and answers each run with its own values past the generic plan', async () => {
    await database.db.connection().execute(async (connection) => {
      for (let n = 0; n < 8; n += 1) {
        const { rows } = await sql<{ doubled: number }>`select ${n}::int * 2 as doubled`.execute(connection);
        expect(rows[0]?.doubled).toBe(n * 2);
      }
      const prepared = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where statement like ${'%* 2 as doubled%'}`.execute(connection);
      expect(prepared.rows.map((r) => r.statement)).toEqual(['select $1::int * 2 as doubled']);
    });
  });

  it('still runs a text of several statements without parameters, as migrations send', async () => {
    await database.db.connection().execute(async (connection) => {
      await sql.raw('create temp table several (v int); insert into several values (7), (8)').execute(connection);
      const { rows } = await sql<{ total: number }>`select sum(v)::int as total from several where v > ${0}`.execute(connection);
      expect(rows).toEqual([{ total: 15 }]);
    });
  });

  it('keeps at most its cache size prepared, deallocating the statement unused longest, and still answers it', async () => {
    const client = new PreparingClient({ connectionString: database.url, statementCacheSize: 2 });
    await client.connect();
    try {
      const run = async (n: number) => (await client.query(`select $1::int + ${n} as v`, [1])).rows[0]?.v;
      expect(await run(10)).toBe(11);
      expect(await run(20)).toBe(21);
      expect(await run(10)).toBe(11);
      expect(await run(30)).toBe(31);
      const kept: { rows: { statement: string }[] } = await client.query('select statement from pg_prepared_statements order by statement');
      expect(kept.rows.map((r) => r.statement)).toEqual(['select $1::int + 10 as v', 'select $1::int + 30 as v']);
      expect(await run(20)).toBe(21);
    } finally {
      await client.end();
    }
  });
});
