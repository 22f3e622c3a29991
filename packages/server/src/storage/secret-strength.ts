/** Values shipped in examples and guides: a server configured with one has no secret at all. */
const PLACEHOLDERS = new Set([
  'a-long-random-string',
  'change-me',
  'changeme',
  'change-me-too',
  'secret',
  'password',
  'replace-me',
  'your-secret',
]);

/** The bytes a configured secret stands for: base64, base64url or hex text; undefined for anything else. */
export function decodedSecret(text: string): Buffer | undefined {
  const value = text.trim();
  if (/^[0-9a-f]+$/i.test(value) && value.length % 2 === 0) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(value)) return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return undefined;
}

/**
 * Why a configured secret is too weak to keep anything safe, or null when it is strong: it must be random bytes
 * written as base64, base64url or hex (`openssl rand -base64 32`), at least 32 of them, and not a placeholder.
 */
export function secretWeakness(text: string, minBytes = 32): string | null {
  const value = text.trim();
  const advice = 'make one with `openssl rand -base64 32`';
  if (PLACEHOLDERS.has(value.toLowerCase()) || /^(change|replace)[-_ ]?me/i.test(value)) return `it is a placeholder; ${advice}`;
  const bytes = decodedSecret(value);
  if (!bytes || bytes.length < minBytes) return `it must be at least ${minBytes} random bytes written as base64 or hex; ${advice}`;
  // Random bytes of this length have far more than 16 distinct values; a repeated pattern does not.
  if (new Set(bytes).size < 16) return `it is not random (too few distinct bytes); ${advice}`;
  return null;
}
