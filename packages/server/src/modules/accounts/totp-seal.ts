import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { Sealer, UnreadableSealError } from '../../storage/sealer.js';

/** The two columns that keep an authenticator's secret: the enrolled one and the one waiting for its first code. */
export type TotpColumn = 'totp_secret' | 'totp_pending_secret';

/** What a sealed two-factor secret is bound to: its person and its column, so a value moved elsewhere does not open. */
const binding = (userId: string, column: TotpColumn) => `users:${userId}:${column}`;

/** A two-factor secret as the database keeps it: sealed under the current sealing key. */
export function sealTotpSecret(sealer: Sealer, userId: string, column: TotpColumn, secret: string): string {
  return sealer.seal(secret, binding(userId, column));
}

/**
 * A stored two-factor secret in the clear: opened when sealed, as it is when still plain (kept before secrets were
 * sealed, until the start-up re-seal). One that no configured key opens counts as none, so no code matches it.
 */
export function openTotpSecret(sealer: Sealer, userId: string, column: TotpColumn, stored: string | null): string | null {
  if (stored === null || !Sealer.isSealed(stored)) return stored;
  try {
    return sealer.open(stored, binding(userId, column));
  } catch (error) {
    if (error instanceof UnreadableSealError) return null;
    throw error;
  }
}

/**
 * Seals every two-factor secret kept plain, or under an older sealing key, under the current one; run when the server
 * starts. A row changes only if it still holds what was read. Answers how many secrets were sealed again.
 */
export async function resealTotpSecrets(db: Kysely<DB>, sealer: Sealer): Promise<number> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'totp_secret', 'totp_pending_secret'])
    .where((eb) => eb.or([eb('totp_secret', 'is not', null), eb('totp_pending_secret', 'is not', null)]))
    .execute();
  let resealed = 0;
  for (const row of rows)
    for (const column of ['totp_secret', 'totp_pending_secret'] as const) {
      const stored = row[column];
      if (stored === null || sealer.isCurrent(stored)) continue;
      const secret = openTotpSecret(sealer, row.id, column, stored);
      if (secret === null) continue;
      const done = await db
        .updateTable('users')
        .set({ [column]: sealTotpSecret(sealer, row.id, column, secret) })
        .where('id', '=', row.id)
        .where(column, '=', stored)
        .executeTakeFirst();
      resealed += Number(done.numUpdatedRows);
    }
  return resealed;
}
