import type { Stats } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { isNotFound } from './storage-errors.js';

/** A weak validator that changes whenever the file is replaced. */
export function etagOf(stats: Pick<Stats, 'size' | 'mtimeMs'>): string {
  return `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs * 1000).toString(16)}"`;
}

/** Deletes the files directly in `dir` not modified for `olderThanMs`; answers how many. */
export async function sweepDir(dir: string, olderThanMs: number, match: (name: string) => boolean = () => true): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if (isNotFound(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names.filter(match)) {
    const path = join(dir, name);
    const stats = await stat(path).catch(() => undefined);
    if (stats?.isFile() && Date.now() - stats.mtimeMs > olderThanMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}
