import { randomBytes } from 'node:crypto';
import { NewPasswordSchema, PASSWORD_MIN_LENGTH } from '@storykeep/core';

/** The environment variable that sets the first administrator's password instead of a generated one. */
export const ADMIN_PASSWORD_ENV = 'STORYKEEP_ADMIN_PASSWORD';

/** The administrator's password for a new database and whether it was generated (and so must be shown once). */
export interface AdminPassword {
  password: string;
  generated: boolean;
}

/** STORYKEEP_ADMIN_PASSWORD as configured: undefined when unset or empty, refused (naming it) when it breaks the password rule. */
export function configuredAdminPassword(given: string | undefined): string | undefined {
  if (given === undefined || given === '') return undefined;
  // The rule of every new password (core's NewPasswordSchema).
  if (!NewPasswordSchema.safeParse(given).success)
    throw new Error(`${ADMIN_PASSWORD_ENV} must be at least ${PASSWORD_MIN_LENGTH} characters long (and at most 512).`);
  return given;
}

/**
 * The configured password (`Config.adminPassword`) when there is one, otherwise 144 random bits as 24 URL-safe
 * characters. A published administrator password on every new archive would be an open door, so it is never a fixed value.
 */
export function adminPasswordFrom(configured: string | undefined): AdminPassword {
  const given = configuredAdminPassword(configured);
  return given === undefined ? generatedPassword() : { password: given, generated: false };
}

/** A password for an account made by an operator (`storykeep admin create`): 144 random bits, shown once. */
export function generatedPassword(): AdminPassword {
  return { password: randomBytes(18).toString('base64url'), generated: true };
}

/**
 * The line printed once (to standard output, never to the log) when an administrator account is made: the generated
 * password, or where it came from, and whether the first sign-in asks for a new one.
 */
export function adminPasswordText(email: string, admin: AdminPassword, mustChange = admin.generated): string {
  const next = mustChange ? 'the first sign-in with it asks for a new one' : 'keep it, or sign in and change it on your account page';
  return admin.generated
    ? `Administrator ${email}: password ${admin.password}\n  (generated for this database and shown only now: ${next})`
    : `Administrator ${email}: password from ${ADMIN_PASSWORD_ENV}${mustChange ? ` (${next})` : ''}`;
}
