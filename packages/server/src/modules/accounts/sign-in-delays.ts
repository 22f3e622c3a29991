import { createHash } from 'node:crypto';
import type { AppContext, DelayRule } from '../../context/app-context.js';
import { RetryLaterError } from '../../http/errors.js';

/** The wait after `failures` failures under a rule, in seconds (0 while failures are still free). */
export function delaySeconds(rule: DelayRule, failures: number): number {
  if (failures <= rule.freeFailures) return 0;
  return Math.min(rule.maxSeconds, rule.baseSeconds * 2 ** (failures - rule.freeFailures - 1));
}

/** Refuses (429 with retry-after) when the key's wait is not over; answers how long it still is (0 when none). */
export async function remainingDelay(context: AppContext, key: string): Promise<number> {
  const row = await context.db.selectFrom('sign_in_delays').select('blocked_until').where('key', '=', key).executeTakeFirst();
  if (!row) return 0;
  const left = new Date(row.blocked_until).getTime() - context.now().getTime();
  return left > 0 ? Math.ceil(left / 1000) : 0;
}

/** Throws the 429 of a key still waiting. */
export async function assertNoDelay(context: AppContext, key: string): Promise<void> {
  const left = await remainingDelay(context, key);
  if (left > 0) throw new RetryLaterError(left);
}

/** Counts one failure under `key` (one statement, so simultaneous failures each count) and sets its next wait. */
export async function recordFailure(context: AppContext, key: string, rule: DelayRule): Promise<number> {
  const now = context.now();
  const forgetBefore = new Date(now.getTime() - rule.forgetSeconds * 1000);
  const row = await context.db
    .insertInto('sign_in_delays')
    .values({ key, failures: 1, last_failure_at: now, blocked_until: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        failures: eb
          .case()
          .when('sign_in_delays.last_failure_at', '<', forgetBefore)
          .then(1)
          .else(eb('sign_in_delays.failures', '+', 1))
          .end(),
        last_failure_at: now,
      })),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  const wait = delaySeconds(rule, row.failures);
  await context.db
    .updateTable('sign_in_delays')
    .set({ blocked_until: new Date(now.getTime() + wait * 1000) })
    .where('key', '=', key)
    .execute();
  return wait;
}

/** Forgets a key's failures (after a success, or once the owner proved their mailbox). */
export async function clearFailures(context: AppContext, key: string): Promise<void> {
  await context.db.deleteFrom('sign_in_delays').where('key', '=', key).execute();
}

const addressHash = (address: string) => createHash('sha256').update(`storykeep sign-in address\n${address}`).digest('hex');

/** Remembers that the account signed in from this address. */
export async function rememberAddress(context: AppContext, userId: string, address: string): Promise<void> {
  const row = { user_id: userId, address_hash: addressHash(address), last_seen_at: context.now() };
  await context.db
    .insertInto('sign_in_known_addresses')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'address_hash']).doUpdateSet({ last_seen_at: row.last_seen_at }))
    .execute();
}

/** Whether the account signed in from this address within `withinSeconds`. */
export async function isKnownAddress(context: AppContext, userId: string, address: string, withinSeconds: number): Promise<boolean> {
  const row = await context.db
    .selectFrom('sign_in_known_addresses')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('address_hash', '=', addressHash(address))
    .where('last_seen_at', '>', new Date(context.now().getTime() - withinSeconds * 1000))
    .executeTakeFirst();
  return row !== undefined;
}
