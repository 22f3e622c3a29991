import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DB } from './schema.js';
import { ANY_TABLE, TableChanges, tablesWrittenBy } from './table-changes.js';

// Builds statements without a database: only their operation trees are read.
const db = new Kysely<DB>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (k) => new PostgresIntrospector(k),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('tablesWrittenBy', () => {
  it('names the table of inserts, updates (aliased too) and deletes', () => {
    expect(
      tablesWrittenBy(
        db
          .insertInto('sessions')
          .values({} as never)
          .toOperationNode(),
      ),
    ).toEqual(['sessions']);
    expect(tablesWrittenBy(db.updateTable('users as u').set({ role: 'admin' }).toOperationNode())).toEqual(['users']);
    expect(tablesWrittenBy(db.deleteFrom('project_members').where('user_id', '=', 'x').toOperationNode())).toEqual(['project_members']);
  });

  it('counts every table a writing statement names, including those it only reads', () => {
    const node = db
      .deleteFrom('project_members')
      .where('project_id', 'in', db.selectFrom('projects').select('id').where('organization_id', '=', 'o'))
      .toOperationNode();
    expect(tablesWrittenBy(node).sort()).toEqual(['project_members', 'projects']);
  });

  it('sees a write inside a common table expression of a select', () => {
    const node = db
      .with('gone', (q) => q.deleteFrom('sessions').where('user_id', '=', 'u').returning('id'))
      .selectFrom('gone')
      .selectAll()
      .toOperationNode();
    expect(tablesWrittenBy(node)).toContain('sessions');
  });

  it('finds no write in a plain select, however many tables it joins', () => {
    const node = db.selectFrom('sessions as s').innerJoin('users as u', 'u.id', 's.user_id').selectAll().toOperationNode();
    expect(tablesWrittenBy(node)).toEqual([]);
  });

  it('treats raw SQL as writing anything unless it plainly reads', () => {
    expect(tablesWrittenBy(sql`select 1`.toOperationNode())).toEqual([]);
    expect(tablesWrittenBy(sql`  SELECT ${1}`.toOperationNode())).toEqual([]);
    expect(tablesWrittenBy(sql`delete from sessions where id = ${'x'}`.toOperationNode())).toEqual([ANY_TABLE]);
    expect(tablesWrittenBy(sql.raw('truncate users cascade').toOperationNode())).toEqual([ANY_TABLE]);
    expect(tablesWrittenBy(sql`with x as (delete from users returning id) select * from x`.toOperationNode())).toEqual([ANY_TABLE]);
  });
});

describe('TableChanges', () => {
  it('tells every subscriber until it unsubscribes, and counts losing notices as a change of everything', () => {
    const changes = new TableChanges();
    const heard: string[] = [];
    const stop = changes.subscribe((table) => heard.push(table));
    expect(changes.reliable).toBe(false);
    changes.setListening(true);
    changes.announce('users');
    changes.setListening(false);
    stop();
    changes.announce('sessions');
    expect(heard).toEqual([ANY_TABLE, 'users', ANY_TABLE]);
    expect(changes.reliable).toBe(false);
  });
});
