import { randomUUID } from 'node:crypto';
import { normalizeEmail } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { hashPassword } from '../modules/accounts/passwords.js';
import { databaseIsEmpty } from './demo.seed.js';

/** The variables that name the first administrator of a production install (the password is STORYKEEP_ADMIN_PASSWORD). */
export const ADMIN_EMAIL_ENV = 'STORYKEEP_ADMIN_EMAIL';
export const ADMIN_NAME_ENV = 'STORYKEEP_ADMIN_NAME';
export const DEFAULT_ADMIN_EMAIL = 'admin@storykeep.local';
export const DEFAULT_ADMIN_NAME = 'Administrator';

export interface NewAdministrator {
  email: string;
  name: string;
  password: string;
  /** The password was made for the account: the first sign-in must replace it. */
  mustChange: boolean;
}

/** Makes an administrator account; false when the e-mail already has one (another server made it first, or an operator). */
export async function createAdministrator(db: Kysely<DB>, admin: NewAdministrator): Promise<boolean> {
  const email = normalizeEmail(admin.email);
  const password_hash = await hashPassword(admin.password, undefined);
  // The e-mail is unique: of two servers making the first administrator at once, one inserts and the other nothing.
  const made = await db
    .insertInto('users')
    .values({ id: randomUUID(), email, full_name: admin.name, password_hash, role: 'admin', must_change_password: admin.mustChange })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return made !== undefined;
}

/** Who the first administrator is: STORYKEEP_ADMIN_EMAIL and STORYKEEP_ADMIN_NAME, or the defaults. */
export function firstAdministratorFrom(env: Record<string, string | undefined>): { email: string; name: string } {
  const email = env.STORYKEEP_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`${ADMIN_EMAIL_ENV} must be an e-mail address.`);
  return { email: normalizeEmail(email), name: env.STORYKEEP_ADMIN_NAME?.trim() || DEFAULT_ADMIN_NAME };
}

/**
 * On a database without any account, the first administrator; undefined when there are accounts (or another server
 * starting at the same moment made it: the e-mail is unique, so exactly one wins).
 */
export async function ensureFirstAdministrator(db: Kysely<DB>, who: { email: string; name: string }, password: string): Promise<boolean> {
  if (!(await databaseIsEmpty(db))) return false;
  return createAdministrator(db, { ...who, password, mustChange: true });
}
