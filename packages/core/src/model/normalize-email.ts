/**
 * An e-mail address as accounts, invitations and sign-in compare it: without the spaces around it and in lower case,
 * so `Ann@Example.org ` and `ann@example.org` are one account. Kept apart from the address's zod schema so the
 * sign-in page can use it without carrying zod (its JavaScript budget).
 */
export function normalizeEmail(address: string): string {
  return address.trim().toLowerCase();
}
