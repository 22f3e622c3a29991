import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../db/schema.js';

/**
 * Fixed-window counters for the rate limits. A hit is counted first and the caller compares the answer with its limit,
 * so a burst of simultaneous requests cannot all see "under the limit" before any of them is counted.
 */
export interface RateCounter {
  /** Counts one hit under `key` in the window starting at `windowStart`; answers the window's count including it. */
  hit(key: string, windowStart: Date, windowMs: number): Promise<number>;
  /** Takes one hit back (an answer the limit does not count, such as a right password). */
  refund(key: string, windowStart: Date): Promise<void>;
}

/** The start of the fixed window `at` falls in. */
export function windowStartOf(at: Date, windowMs: number): Date {
  return new Date(Math.floor(at.getTime() / windowMs) * windowMs);
}

/**
 * Counters held in this process: right for the embedded database, which only one process may open. Windows are kept
 * apart, so forgetting a finished window drops all its keys at once instead of scanning every key on every hit.
 */
export function memoryRateCounter(): RateCounter {
  const windows = new Map<number, { endsAt: number; counts: Map<string, number> }>();
  return {
    async hit(key, windowStart, windowMs) {
      const start = windowStart.getTime();
      for (const [other, window] of windows) if (window.endsAt <= start) windows.delete(other);
      let window = windows.get(start);
      if (!window) {
        window = { endsAt: start + windowMs, counts: new Map() };
        windows.set(start, window);
      }
      const count = (window.counts.get(key) ?? 0) + 1;
      window.counts.set(key, count);
      return count;
    },
    async refund(key, windowStart) {
      const counts = windows.get(windowStart.getTime())?.counts;
      const count = counts?.get(key);
      if (counts && count !== undefined) counts.set(key, Math.max(0, count - 1));
    },
  };
}

/** Finished windows are deleted every this many hits. */
const SWEEP_EVERY = 500;
/** Windows are at most a day long, so a counter whose window started two days ago has ended, whatever its length. */
const SWEEP_AFTER_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Counters in the `rate_limit_counters` table, so every server process on one PostgreSQL database shares each limit.
 * One upsert counts and answers the new count: two servers counting the same key at once each get a different number.
 */
export function databaseRateCounter(db: Kysely<DB>): RateCounter {
  let hits = 0;
  return {
    async hit(key, windowStart) {
      const row = await db
        .insertInto('rate_limit_counters')
        .values({ key, window_start: windowStart, count: 1 })
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql<number>`rate_limit_counters.count + 1` }))
        .returning('count')
        .executeTakeFirstOrThrow();
      hits += 1;
      if (hits % SWEEP_EVERY === 0)
        await db
          .deleteFrom('rate_limit_counters')
          .where('window_start', '<', new Date(windowStart.getTime() - SWEEP_AFTER_MS))
          .execute();
      return Number(row.count);
    },
    async refund(key, windowStart) {
      await db
        .updateTable('rate_limit_counters')
        .set({ count: sql<number>`greatest(count - 1, 0)` })
        .where('key', '=', key)
        .where('window_start', '=', windowStart)
        .execute();
    },
  };
}
