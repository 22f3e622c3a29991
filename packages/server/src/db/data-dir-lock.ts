import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process already owns the embedded database folder. */
export class DatabaseInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${folder} is in use by another Storykeep process (pid ${ownerPid}). ` +
        'Only one process may open it: stop that process first, or set DATABASE_URL to a PostgreSQL server ' +
        'to run several processes (serve, worker, migrate, seed, export) at once.',
    );
    this.name = 'DatabaseInUseError';
  }
}

interface LockOwner {
  pid: number;
  /** The process's start time as the kernel counts it, so a pid reused after a crash is not taken for the owner. */
  started: string | null;
}

/** Lock files this process holds, so a second open in the same process is refused too and a stale file with our own pid is not. */
const held = new Set<string>();

function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; fields after the last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function alive(owner: LockOwner): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (owner.started === null) return true;
  const started = startTimeOf(owner.pid);
  return started === null || started === owner.started;
}

function readOwner(file: string): LockOwner | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockOwner>;
    return typeof parsed.pid === 'number' ? { pid: parsed.pid, started: parsed.started ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * Takes the single-owner lock on an embedded database folder: a file created exclusively that holds this
 * process's pid. A process that died, even by kill -9, leaves a file whose pid is gone (or reused by a process
 * started later), which the next owner removes. Returns the release function.
 */
export function lockDataFolder(folder: string): () => void {
  const file = join(folder, 'storykeep.lock');
  const owner: LockOwner = { pid: process.pid, started: startTimeOf(process.pid) };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(file);
      const ours = current?.pid === process.pid && !held.has(file);
      // A file just created reads as empty until its creator writes the pid; only an old one is left over.
      if (current === null && Date.now() - statSync(file).mtimeMs < 5000) throw new DatabaseInUseError(folder, 0);
      if (current !== null && !ours && alive(current)) throw new DatabaseInUseError(folder, current.pid);
      rmSync(file, { force: true });
      continue;
    }
    writeSync(fd, JSON.stringify(owner));
    closeSync(fd);
    held.add(file);
    const release = () => {
      if (!held.delete(file)) return;
      if (readOwner(file)?.pid === process.pid) rmSync(file, { force: true });
      process.off('exit', release);
    };
    process.on('exit', release);
    return release;
  }
  throw new DatabaseInUseError(folder, readOwner(file)?.pid ?? 0);
}
