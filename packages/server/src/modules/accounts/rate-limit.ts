import type { AppContext } from '../../app-context.js';
import { HttpError } from '../../http/errors.js';

const tooMany = () => new HttpError(429, 'TOO_MANY_ATTEMPTS', 'Too many attempts. Wait a few minutes and try again.');

/** Refuses with 429 when any of the keys has had too many failures inside the window. */
export async function assertNotLimited(context: AppContext, limits: { key: string; max: number }[]): Promise<void> {
  const since = new Date(context.now().getTime() - context.accounts.failureWindowSeconds * 1000);
  const rows = await context.db
    .selectFrom('sign_in_failures')
    .select(['key', (eb) => eb.fn.countAll<string>().as('failures')])
    .where(
      'key',
      'in',
      limits.map((l) => l.key),
    )
    .where('created_at', '>', since)
    .groupBy('key')
    .execute();
  for (const row of rows) {
    const limit = limits.find((l) => l.key === row.key);
    if (limit && Number(row.failures) >= limit.max) throw tooMany();
  }
}

/** Counts one failure against each key. */
export async function recordFailure(context: AppContext, keys: string[]): Promise<void> {
  await context.db
    .insertInto('sign_in_failures')
    .values(keys.map((key) => ({ key, created_at: context.now() })))
    .execute();
}

/** A success wipes the account's failures (the address keeps its count). */
export async function clearFailures(context: AppContext, key: string): Promise<void> {
  await context.db.deleteFrom('sign_in_failures').where('key', '=', key).execute();
}
