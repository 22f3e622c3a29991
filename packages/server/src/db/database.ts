import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { vector } from '@electric-sql/pglite-pgvector';
import { Kysely, PGliteDialect, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { lockDataFolder } from './data-dir-lock.js';
import { PgListener } from './pg-listener.js';
import { PreparingClient } from './prepared-statements-client.js';
import { TABLE_CHANGES_CHANNEL, TableChanges, TableWritePlugin } from './table-changes.js';
import { serverTypes } from './timestamp-parser.js';

export type DatabaseKind = 'pglite' | 'postgres';

/** An open database: the query builder, which engine is behind it, and how to close it. */
export interface Database<Schema = unknown> {
  db: Kysely<Schema>;
  kind: DatabaseKind;
  /** The PostgreSQL server's address (absent for PGlite), for connections of their own such as LISTEN. */
  url?: string;
  /** Writes to tables, from this process at once and from every instance after commit (once `watchChanges` ran). */
  changes: TableChanges;
  /** Starts listening for the database's change notices; caches serve nothing before. */
  watchChanges(): Promise<void>;
  /** The embedded database's files as one archive (PGlite only), to start another from (`loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * PostgreSQL's one LISTEN connection of this process, shared by table changes, task events and call signals, and
   * reconnecting after the database restarts (absent for PGlite, whose notices stay inside the process).
   */
  listener?: PgListener;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; without it an embedded PGlite lives under `dataDir/pg`. */
  databaseUrl?: string | undefined;
  dataDir?: string;
  /** Embedded database kept in memory only (tests). */
  inMemory?: boolean;
  /**
   * A dump of an embedded database to start from instead of an empty one (tests: a copy of the migrated schema, made
   * once per run, spares each test file PGlite's initdb and the migrations).
   */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite. */
export async function openDatabase<Schema = unknown>(options: DatabaseOptions): Promise<Database<Schema>> {
  const changes = new TableChanges();
  const plugins = [new TableWritePlugin(changes)];
  if (options.databaseUrl) {
    const url = options.databaseUrl;
    const pool = new pg.Pool({ connectionString: url, max: 10, Client: PreparingClient, types: serverTypes });
    // An idle connection broken by a database restart is dropped by the pool, which then reports it here; unheard,
    // that report would end the process. The next query opens a fresh connection.
    pool.on('error', () => undefined);
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }), plugins });
    const listener = new PgListener(url);
    listener.listen(TABLE_CHANGES_CHANNEL, (table) => changes.announce(table));
    // While the connection is down another instance's change could go unseen: caches stop serving what they hold.
    listener.onLost(() => changes.setListening(false));
    listener.onRestored(() => changes.setListening(true));
    return {
      db,
      kind: 'postgres',
      url,
      changes,
      listener,
      async watchChanges() {
        await listener.start();
        changes.setListening(listener.listening);
      },
      close: async () => {
        await listener.stop();
        changes.setListening(false);
        await db.destroy();
      },
    };
  }
  let dataPath: string | undefined;
  let unlock = () => {};
  if (!options.inMemory) {
    if (!options.dataDir) throw new Error('openDatabase needs dataDir for an embedded database on disk');
    dataPath = join(options.dataDir, 'pg');
    mkdirSync(dataPath, { recursive: true });
    // PGlite has one writer: a second process on the same folder would corrupt it, so it stops here instead.
    unlock = lockDataFolder(dataPath);
  }
  // pg_trgm: trigram similarity for transcript search (migration 0200); PostgreSQL ships it in contrib.
  // vector (pgvector): meaning search over embedded chunks, installed when an embeddings server is configured.
  const pglite = new PGlite({
    ...(dataPath ? { dataDir: dataPath } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm, vector },
  });
  try {
    await pglite.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = new Kysely<Schema>({ dialect: new PGliteDialect({ pglite }), plugins });
  let watching = false;
  return {
    db,
    kind: 'pglite',
    changes,
    dumpDataDir: () => pglite.dumpDataDir('none'),
    async watchChanges() {
      if (watching) return;
      watching = true;
      await pglite.listen(TABLE_CHANGES_CHANNEL, (table) => changes.announce(table));
      changes.setListening(true);
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}

/** True when the database answers a trivial query. */
export async function databaseAnswers(database: Database): Promise<boolean> {
  const result = await sql<{ one: number }>`select 1 as one`.execute(database.db);
  return result.rows[0]?.one === 1;
}
