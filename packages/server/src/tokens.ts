import { createHash, randomBytes } from 'node:crypto';

/** A new unguessable token (256 bits) for URLs and headers. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256, so a database leak does not leak sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A short code people can type or share in a link (invites, join codes, tickets). */
export function newCode(bytes = 9): string {
  return randomBytes(bytes).toString('base64url');
}
