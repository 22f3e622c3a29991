import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { DB } from '../../db/schema.js';
import { Sealer, UnreadableSealError } from '../../storage/sealer.js';

/**
 * Call session passwords are kept sealed under the sealing keys (STORYKEEP_SEALING_KEYS, with the Box tokens and the
 * two-factor secrets), not hashed: the author of a call and its planners read the password back to hand it out. Each
 * value is bound to its row, so one copied to another call does not open.
 */

/** Where a password is kept: a story's call (`stories`) or a call plan (`prep_sessions`), by id. */
export type PasswordPlace = { table: 'stories' | 'prep_sessions'; id: string };

type Sealing = Pick<AppContext, 'sealer'>;

const binding = (place: PasswordPlace) => `${place.table}:${place.id}:session_password`;

/** Seals a password for its place; null stays null. */
export function sealSessionPassword(context: Sealing, place: PasswordPlace, password: string | null): string | null {
  return password === null ? null : context.sealer.seal(password, binding(place));
}

/** The password in the clear (a value kept before sealing is read as it is); null when there is none or it cannot be read. */
export function openSessionPassword(context: Sealing, place: PasswordPlace, stored: string | null): string | null {
  if (stored === null) return null;
  if (!Sealer.isSealed(stored)) return stored;
  try {
    return context.sealer.open(stored, binding(place));
  } catch (error) {
    if (error instanceof UnreadableSealError) return null;
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `given` is the kept password, compared in constant time (equal-length digests), so the time of the answer
 * does not tell how much of a guess was right. A kept value that cannot be opened matches nothing.
 */
export function sessionPasswordMatches(context: Sealing, place: PasswordPlace, stored: string | null, given: string | undefined): boolean {
  const kept = openSessionPassword(context, place, stored);
  if (kept === null || given === undefined) return false;
  return timingSafeEqual(digest(kept), digest(given));
}

/**
 * Seals again, under the current sealing key, every session password still kept in plain text (from before sealing) or
 * under an older key; run when the server starts. A row is rewritten only if it still holds the value read, so two
 * servers starting together do not seal one twice. Values no listed key opens are left as they are.
 */
export async function sealPlainSessionPasswords(db: Kysely<DB>, context: Sealing): Promise<number> {
  const stale = (value: string | null): value is string => value !== null && !context.sealer.isCurrent(value);
  const resealed = (place: PasswordPlace, value: string) => {
    const plain = openSessionPassword(context, place, value);
    return plain === null ? undefined : sealSessionPassword(context, place, plain);
  };
  let sealed = 0;
  const stories = await db.selectFrom('stories').select(['id', 'session_password']).where('session_password', 'is not', null).execute();
  for (const row of stories) {
    if (!stale(row.session_password)) continue;
    const value = resealed({ table: 'stories', id: row.id }, row.session_password);
    if (value === undefined) continue;
    const done = await db
      .updateTable('stories')
      .set({ session_password: value })
      .where('id', '=', row.id)
      .where('session_password', '=', row.session_password)
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  const plans = await db.selectFrom('prep_sessions').select(['id', 'password']).where('password', 'is not', null).execute();
  for (const row of plans) {
    if (!stale(row.password)) continue;
    const value = resealed({ table: 'prep_sessions', id: row.id }, row.password);
    if (value === undefined) continue;
    const done = await db
      .updateTable('prep_sessions')
      .set({ password: value })
      .where('id', '=', row.id)
      .where('password', '=', row.password)
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  return sealed;
}
