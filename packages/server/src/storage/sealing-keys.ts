import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Sealer, type SealingKey } from './sealer.js';
import { decodedSecret, secretWeakness } from './secret-strength.js';

/** The variable that lists the sealing keys: `kid:base64,kid:base64`, the first one current. */
export const SEALING_KEYS_ENV = 'STORYKEEP_SEALING_KEYS';

/** Parses STORYKEEP_SEALING_KEYS; an Error says what is wrong with which key. */
export function parseSealingKeys(text: string): SealingKey[] | Error {
  const keys: SealingKey[] = [];
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const colon = entry.indexOf(':');
    const id = colon > 0 ? entry.slice(0, colon) : '';
    if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) return new Error('each key is written kid:base64, the kid of letters, digits, - or _');
    if (keys.some((key) => key.id === id)) return new Error(`the key id ${id} is listed twice`);
    const weakness = secretWeakness(entry.slice(colon + 1));
    const key = decodedSecret(entry.slice(colon + 1));
    if (weakness || !key) return new Error(`key ${id}: ${weakness ?? 'unreadable'}`);
    if (key.length !== 32) return new Error(`key ${id}: it must be exactly 32 bytes (AES-256); make one with \`openssl rand -base64 32\``);
    keys.push({ id, key });
  }
  return keys.length ? keys : new Error('no key is listed');
}

export interface SealerOptions {
  /** STORYKEEP_SEALING_KEYS, parsed; absent: a key of this process's data folder. */
  keys?: readonly SealingKey[] | undefined;
  /** Absent (tests of the API alone): a key of this process only, forgotten when it ends. */
  dataDir?: string | undefined;
  /** Several processes share the database (DATABASE_URL): they must share the keys too, so a folder's key will not do. */
  sharedDatabase?: boolean | undefined;
}

/**
 * The sealer: STORYKEEP_SEALING_KEYS when set; otherwise, for an embedded install (one process), a key made on first
 * start and kept at `STORYKEEP_DATA/.sealing-keys`. With a shared PostgreSQL database the keys must be configured: a
 * key of one process's folder would seal values no other server can open.
 */
export async function loadSealer({ keys, dataDir, sharedDatabase }: SealerOptions): Promise<Sealer> {
  if (keys?.length) return new Sealer(keys);
  if (sharedDatabase)
    throw new Error(
      `Set ${SEALING_KEYS_ENV} (kid:base64 of 32 random bytes, e.g. k1:$(openssl rand -base64 32)) on every server and worker: ` +
        'with DATABASE_URL several processes share the sealed secrets, so they must share the keys.',
    );
  if (dataDir === undefined) return new Sealer([{ id: 'process', key: randomBytes(32) }]);
  return new Sealer(await folderKeys(join(dataDir, '.sealing-keys')));
}

async function folderKeys(path: string): Promise<SealingKey[]> {
  const existing = await readKeys(path);
  if (existing) return existing;
  await mkdir(dirname(path), { recursive: true });
  const text = `local${randomBytes(3).toString('hex')}:${randomBytes(32).toString('base64')}`;
  const tmp = `${path}.${randomBytes(6).toString('hex')}`;
  await writeFile(tmp, text, { mode: 0o600 });
  try {
    // link() publishes the whole file or fails with EEXIST: of two processes starting together, the first one's wins.
    await link(tmp, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(tmp, { force: true });
  }
  const kept = await readKeys(path);
  if (!kept) throw new Error(`The sealing keys at ${path} could not be read`);
  return kept;
}

async function readKeys(path: string): Promise<SealingKey[] | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const keys = parseSealingKeys(text);
  if (keys instanceof Error) throw new Error(`The sealing keys at ${path}: ${keys.message}`);
  return keys;
}
