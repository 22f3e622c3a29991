import { ANY_TABLE, type TableChanges } from './table-changes.js';

export interface ChangeAwareCacheOptions {
  /** The tables the cached values are read from: a change to any of them drops everything. */
  tables: readonly string[];
  changes: TableChanges;
  /** Longest a value is served, even when no change is announced (defence in depth). */
  maxAgeMs: number;
  maxEntries: number;
  /** Monotonic milliseconds (tests pass their own). */
  clock?: () => number;
}

interface Entry<V> {
  value: V;
  storedAt: number;
}

/**
 * Values read from the database, kept between requests until a table they come from changes. A load that was
 * running when a change came in is not kept: it may have read the rows from before the change.
 */
export class ChangeAwareCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private generation = 0;
  private readonly clock: () => number;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: ChangeAwareCacheOptions) {
    this.clock = options.clock ?? (() => performance.now());
    const tables = new Set(options.tables);
    this.unsubscribe = options.changes.subscribe((table) => {
      if (table === ANY_TABLE || tables.has(table)) this.clear();
    });
  }

  /** The kept value for `key` when `usable` accepts it, else `load()`'s answer (kept unless undefined). */
  async get(key: string, load: () => Promise<V | undefined>, usable: (value: V) => boolean = () => true): Promise<V | undefined> {
    const reliable = this.options.changes.reliable;
    const entry = reliable ? this.entries.get(key) : undefined;
    if (entry && this.clock() - entry.storedAt < this.options.maxAgeMs && usable(entry.value)) return entry.value;
    if (entry) this.entries.delete(key);
    const generation = this.generation;
    const value = await load();
    if (value !== undefined && reliable && generation === this.generation && this.options.changes.reliable) this.keep(key, value);
    return value;
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** Stops following changes (the app closes). */
  close(): void {
    this.unsubscribe();
    this.clear();
  }

  private keep(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: this.clock() });
    // Maps iterate in insertion order, so the first key is the one kept longest.
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
