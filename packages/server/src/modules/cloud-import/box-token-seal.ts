import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The HKDF label of the key Box tokens are sealed with: no other use of the server's secret shares it. */
export const BOX_TOKEN_KEY_LABEL = 'storykeep box-import tokens v1';

/** Sealed values start so; the version names the cipher and layout, for a later change of either. */
const PREFIX = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed token that cannot be opened: changed in the database, or sealed under another key. */
export class UnreadableTokenError extends Error {
  constructor() {
    super('A stored Box token could not be read');
  }
}

/**
 * Seals a token with AES-256-GCM under `key`. `binding` (whose token, and which one) is authenticated with it, so a
 * value copied to another person's row or to the other column does not open.
 */
export function sealToken(key: Buffer, token: string, binding: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(binding, 'utf8'));
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return `${PREFIX}${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')}`;
}

/** Opens a sealed token; a value changed in any bit, bound to something else or sealed under another key is refused. */
export function openToken(key: Buffer, sealed: string, binding: string): string {
  if (!sealed.startsWith(PREFIX)) throw new UnreadableTokenError();
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new UnreadableTokenError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(binding, 'utf8'));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new UnreadableTokenError();
  }
}

/** What a Box connection's token is bound to: the person and which of their two tokens it is. */
export function tokenBinding(userId: string, which: 'access' | 'refresh'): string {
  return `box_connections:${userId}:${which}`;
}
