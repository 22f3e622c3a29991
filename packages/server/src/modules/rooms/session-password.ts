import { createHash, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { DB } from '../../db/schema.js';
import { openToken, sealToken, UnreadableTokenError } from '../cloud-import/box-token-seal.js';

/**
 * Call session passwords are kept sealed (AES-256-GCM under a key of their own derived from the server's secret), not
 * hashed: the author of a call and its planners read the password back to hand it out. Each value is bound to its row,
 * so one copied to another call does not open.
 */
export const SESSION_PASSWORD_KEY_LABEL = 'storykeep session passwords v1';

/** Where a password is kept: a story's call (`stories`) or a call plan (`prep_sessions`), by id. */
export type PasswordPlace = { table: 'stories' | 'prep_sessions'; id: string };

const binding = (place: PasswordPlace) => `${place.table}:${place.id}:session_password`;
const SEALED = 'v1.';

const keyOf = (context: Pick<AppContext, 'keys'>) => context.keys.derive(SESSION_PASSWORD_KEY_LABEL);

/** Seals a password for its place; null stays null. */
export function sealSessionPassword(context: Pick<AppContext, 'keys'>, place: PasswordPlace, password: string | null): string | null {
  return password === null ? null : sealToken(keyOf(context), password, binding(place));
}

/** The password in the clear (a value kept before sealing is read as it is); null when there is none or it cannot be read. */
export function openSessionPassword(context: Pick<AppContext, 'keys'>, place: PasswordPlace, stored: string | null): string | null {
  if (stored === null) return null;
  if (!stored.startsWith(SEALED)) return stored;
  try {
    return openToken(keyOf(context), stored, binding(place));
  } catch (error) {
    if (error instanceof UnreadableTokenError) return null;
    throw error;
  }
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether `given` is the kept password, compared in constant time (equal-length digests), so the time of the answer
 * does not tell how much of a guess was right. A kept value that cannot be opened matches nothing.
 */
export function sessionPasswordMatches(
  context: Pick<AppContext, 'keys'>,
  place: PasswordPlace,
  stored: string | null,
  given: string | undefined,
): boolean {
  const kept = openSessionPassword(context, place, stored);
  if (kept === null || given === undefined) return false;
  return timingSafeEqual(digest(kept), digest(given));
}

/**
 * Seals the session passwords still kept in plain text (from before sealing); run when the server starts. A row is
 * sealed only if it still holds the plain value read, so two servers starting together do not seal one twice.
 */
export async function sealPlainSessionPasswords(db: Kysely<DB>, context: Pick<AppContext, 'keys'>): Promise<number> {
  let sealed = 0;
  const stories = await db
    .selectFrom('stories')
    .select(['id', 'session_password'])
    .where('session_password', 'is not', null)
    .where('session_password', 'not like', `${SEALED}%`)
    .execute();
  for (const row of stories) {
    const done = await db
      .updateTable('stories')
      .set({ session_password: sealSessionPassword(context, { table: 'stories', id: row.id }, row.session_password) })
      .where('id', '=', row.id)
      .where('session_password', '=', row.session_password)
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  const plans = await db
    .selectFrom('prep_sessions')
    .select(['id', 'password'])
    .where('password', 'is not', null)
    .where('password', 'not like', `${SEALED}%`)
    .execute();
  for (const row of plans) {
    const done = await db
      .updateTable('prep_sessions')
      .set({ password: sealSessionPassword(context, { table: 'prep_sessions', id: row.id }, row.password) })
      .where('id', '=', row.id)
      .where('password', '=', row.password)
      .executeTakeFirst();
    sealed += Number(done.numUpdatedRows);
  }
  return sealed;
}
