import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ByteStream } from '@storykeep/core';
import { incompleteBody } from './storage-errors.js';
import { writeBody } from './write-body.js';

export interface AtomicWriteOptions {
  /** Where the temporary file is written; must be on the same file system as `target`. */
  tmpDir: string;
  /** Refuse the body unless exactly this many bytes arrive (a cut connection must not become a short file). */
  expectedSize?: number;
  /** Refuse a body longer than this many bytes as it arrives. */
  limit?: number;
}

/**
 * Streams `body` into `target` so that `target` is either absent, the old file, or the whole new
 * file: the bytes go to a temporary file that is flushed to disk before it is renamed into place.
 * Returns the number of bytes written.
 */
export async function writeAtomically(body: ByteStream, target: string, options: AtomicWriteOptions): Promise<number> {
  await mkdir(options.tmpDir, { recursive: true });
  const tmp = join(options.tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
  const handle = await open(tmp, 'w');
  try {
    const size = await writeBody(handle, body, options.limit === undefined ? {} : { limit: options.limit });
    if (options.expectedSize !== undefined && size !== options.expectedSize) throw incompleteBody(options.expectedSize, size);
    // The rename below must never publish bytes still only in memory.
    await handle.sync();
    await handle.close();
    await mkdir(dirname(target), { recursive: true });
    await rename(tmp, target);
    await syncDirectory(dirname(target));
    return size;
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(tmp, { force: true });
    throw error;
  }
}

/** Makes a rename or unlink in `dir` durable. */
export async function syncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
