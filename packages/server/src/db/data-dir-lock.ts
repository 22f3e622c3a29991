import { closeSync, constants, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { tryLock } from 'fs-native-extensions';

/** Thrown when another live process already owns the embedded database folder. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: string,
  ) {
    super(
      `The embedded database in ${folder} is in use by another Storykeep process (${owner}). ` +
        'Only one process may open it: stop that process first, or set DATABASE_URL to a PostgreSQL server ' +
        'to run several processes (serve, worker, migrate, seed, export) at once.',
    );
    this.name = 'DatabaseInUseError';
  }
}

/** Who holds the lock, as its file says: only for the message, never for the decision. */
function ownerOf(file: string): string {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as { pid?: number; host?: string };
    return typeof owner.pid === 'number' ? `pid ${owner.pid} on ${owner.host ?? 'an unknown host'}` : 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * Takes the single-owner lock on an embedded database folder: an exclusive open-file-description lock (Linux
 * `F_OFD_SETLK`, `flock` on macOS) on `storykeep.lock`, which the kernel holds for as long as this process keeps the
 * file open and drops when it ends, even by kill -9. The kernel decides, not a pid in the file, so an owner in another
 * PID namespace (another container on the same volume, where every process is pid 1) is seen, and of starters racing
 * after a crash exactly one wins. The file is never removed: removing it would let a second starter lock a new file
 * while the first still holds the old one. Returns the release function.
 */
export function lockDataFolder(folder: string): () => void {
  const file = join(folder, 'storykeep.lock');
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!locked) {
    closeSync(fd);
    throw new DatabaseInUseError(folder, ownerOf(file));
  }
  // Written only for the message a refused starter prints.
  ftruncateSync(fd, 0);
  writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }), 0);
  let open = true;
  const release = () => {
    if (!open) return;
    open = false;
    process.off('exit', release);
    // Closing the only descriptor of this open file description releases the lock.
    closeSync(fd);
  };
  process.on('exit', release);
  return release;
}
