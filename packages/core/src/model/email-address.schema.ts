import { z } from 'zod';

/**
 * An e-mail address as accounts, invitations and sign-in compare it: without the spaces around it and in lower case,
 * so `Ann@Example.org ` and `ann@example.org` are one account.
 */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}

/** An e-mail address entering the API: normalised first, so a pasted space or a capital is not a second address. */
export const EmailAddressSchema = z.string().overwrite(normalizeEmail).check(z.email()).max(320);
