import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** A throw-away PostgreSQL server on loopback, for tests and benchmarks. */
export interface PostgresCluster {
  /** Connection URL of the `postgres` database as the superuser. */
  url: string;
  stop(): Promise<void>;
}

/** Where Debian keeps PostgreSQL's server binaries, newest version first; undefined when none is installed. */
export function findPostgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')) && existsSync(join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function postgresUid(): { uid: number; gid: number } | undefined {
  const result = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
  const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
  if (result.status !== 0 || group.status !== 0) return undefined;
  return { uid: Number(result.stdout.trim()), gid: Number(group.stdout.trim()) };
}

/**
 * Starts a private cluster (initdb + pg_ctl) in a temporary directory. initdb refuses to run as
 * root, so as root the cluster belongs to the `postgres` account and runs through `runuser`.
 * Throws a message naming what is missing when PostgreSQL is not installed.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error(
      'PostgreSQL server binaries (initdb, pg_ctl) are not installed; `npm test` installs them, or run `apt-get install postgresql`.',
    );
  }
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? postgresUid() : undefined;
  if (asRoot && !owner) throw new Error('Running as root needs the `postgres` account to own the test cluster.');
  const dir = mkdtempSync(join(tmpdir(), 'storykeep-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const dataDir = join(dir, 'data');
  const exec = (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, file), ...args]) : run(join(bin, file), args);
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  await exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const PLAIN_NAME = /^[a-z_][a-z0-9_]*$/;

/**
 * Creates a database on the cluster and answers its URL: empty, or a copy of `template` (a file copy on the server,
 * much quicker than running the migrations again; the template must have no open connection).
 */
export async function createClusterDatabase(clusterUrl: string, name: string, template?: string): Promise<string> {
  if (!PLAIN_NAME.test(name)) throw new Error(`Not a plain database name: ${name}`);
  if (template !== undefined && !PLAIN_NAME.test(template)) throw new Error(`Not a plain database name: ${template}`);
  const admin = new pg.Client({ connectionString: clusterUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
