import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** Where the credential limits count attempts: one process's memory, or the database all processes share. */
export interface CredentialAttempts {
  /** Attempts under `key` at or after `since`. */
  count(key: string, since: Date): Promise<number>;
  /** Counts one attempt; attempts before `since` may be forgotten. */
  add(key: string, at: Date, since: Date): Promise<void>;
}

/** Attempts held in this process: right for the embedded database, which only one process may open. */
export function memoryAttempts(): CredentialAttempts {
  const hits = new Map<string, number[]>();
  const recent = (key: string, since: Date) => (hits.get(key) ?? []).filter((time) => time >= since.getTime());
  return {
    async count(key, since) {
      return recent(key, since).length;
    },
    async add(key, at, since) {
      hits.set(key, [...recent(key, since), at.getTime()]);
      // Addresses that went quiet are forgotten, so the map cannot grow without end.
      if (hits.size > 10_000) for (const [other, times] of hits) if (!times.some((t) => t >= since.getTime())) hits.delete(other);
    },
  };
}

/** Old attempts are swept every this many additions, so the table holds about one window of attempts. */
const SWEEP_EVERY = 500;

/**
 * Attempts in the `credential_attempts` table, so several server processes on one PostgreSQL database share each
 * limit. Two processes answering the same address at the same instant may each let one more through; the limit
 * bounds guessing, it is not an exact count.
 */
export function databaseAttempts(db: Kysely<DB>): CredentialAttempts {
  let added = 0;
  return {
    async count(key, since) {
      const row = await db
        .selectFrom('credential_attempts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('key', '=', key)
        .where('at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async add(key, at, since) {
      await db.insertInto('credential_attempts').values({ key, at }).execute();
      added += 1;
      if (added % SWEEP_EVERY === 0) await db.deleteFrom('credential_attempts').where('at', '<', since).execute();
    },
  };
}
