import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { secretWeakness } from './secret-strength.js';

/**
 * The key that signs media URLs: `MEDIA_URL_SECRET` (`fromEnvironment`, as configured) when set (several servers must share it), refused when weak (a
 * placeholder, or fewer than 32 random bytes as base64 or hex: whoever guesses it can write any stored object);
 * otherwise one made on first start and kept at `path`, so links survive a restart.
 */
export async function loadSigningSecret(path: string, fromEnvironment: string | undefined): Promise<Buffer> {
  if (fromEnvironment) {
    const weakness = secretWeakness(fromEnvironment);
    if (weakness) throw new Error(`Invalid environment variable MEDIA_URL_SECRET: too weak: ${weakness}`);
    // The text itself is the key, as it always was, so URLs signed before this check still verify.
    return Buffer.from(fromEnvironment, 'utf8');
  }
  const existing = await readSecret(path);
  if (existing) return existing;
  await mkdir(dirname(path), { recursive: true });
  const secret = randomBytes(32);
  const tmp = `${path}.${randomBytes(6).toString('hex')}`;
  await writeFile(tmp, secret.toString('base64'), { mode: 0o600 });
  try {
    // link() publishes the whole file or fails with EEXIST: of two processes starting together, the
    // first one's secret wins and the other reads it complete.
    await link(tmp, path);
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const winner = await readSecret(path);
    if (!winner) throw error;
    return winner;
  } finally {
    await rm(tmp, { force: true });
  }
}

async function readSecret(path: string): Promise<Buffer | undefined> {
  try {
    return Buffer.from((await readFile(path, 'utf8')).trim(), 'base64');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
