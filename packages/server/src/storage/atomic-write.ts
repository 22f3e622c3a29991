import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ByteStream } from '@storykeep/core';
import { incompleteBody } from './storage-errors.js';

export interface AtomicWriteOptions {
  /** Where the temporary file is written; must be on the same file system as `target`. */
  tmpDir: string;
  /** Refuse the body unless exactly this many bytes arrive (a cut connection must not become a short file). */
  expectedSize?: number;
}

/**
 * Streams `body` into `target` so that `target` is either absent, the old file, or the whole new
 * file: the bytes go to a temporary file that is flushed to disk before it is renamed into place.
 * Returns the number of bytes written.
 */
export async function writeAtomically(body: ByteStream, target: string, options: AtomicWriteOptions): Promise<number> {
  await mkdir(options.tmpDir, { recursive: true });
  const tmp = join(options.tmpDir, `${randomBytes(12).toString('hex')}.tmp`);
  let size = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      callback(null, chunk);
    },
  });
  try {
    // flush: fsync before close, so the rename below never publishes bytes still only in memory.
    await pipeline(body, counter, createWriteStream(tmp, { flush: true }));
    if (options.expectedSize !== undefined && size !== options.expectedSize) throw incompleteBody(options.expectedSize, size);
    await mkdir(dirname(target), { recursive: true });
    await rename(tmp, target);
  } catch (error) {
    await rm(tmp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(target));
  return size;
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
