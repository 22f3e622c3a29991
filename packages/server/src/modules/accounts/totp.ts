import { Secret, TOTP } from 'otpauth';

export type TotpAlgorithm = 'SHA1' | 'SHA256' | 'SHA512';

const ISSUER = 'Storykeep';
// Authenticator apps assume these; changing them would break every enrolled phone.
const DIGITS = 6;
const PERIOD_SECONDS = 30;

/** The code RFC 6238 gives for `secretBase32` at a moment; options exist for the RFC's test vectors. */
export function totpCode(
  secretBase32: string,
  unixSeconds: number,
  { digits = DIGITS, algorithm = 'SHA1' }: { digits?: number; algorithm?: TotpAlgorithm } = {},
): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm,
    digits,
    period: PERIOD_SECONDS,
    timestamp: unixSeconds * 1000,
  });
}

/**
 * The RFC 6238 time step `code` belongs to when it matches the current step or one step either side (clock drift
 * between phone and server); null when it matches none. The caller refuses a step it has accepted before.
 */
export function totpStep(secretBase32: string, code: string, unixSeconds: number): number | null {
  const delta = TOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    digits: DIGITS,
    period: PERIOD_SECONDS,
    timestamp: unixSeconds * 1000,
    window: 1,
  });
  return delta === null ? null : Math.floor(unixSeconds / PERIOD_SECONDS) + delta;
}

/** True when `code` matches the current step or one step either side. */
export function verifyTotp(secretBase32: string, code: string, unixSeconds: number): boolean {
  return totpStep(secretBase32, code, unixSeconds) !== null;
}

/** A new 160-bit secret, base32 (the size RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address authenticator apps read from a QR code. */
export function otpauthUrl(secret: string, account: string, issuer = ISSUER): string {
  return new TOTP({ issuer, label: account, secret: Secret.fromBase32(secret), digits: DIGITS, period: PERIOD_SECONDS }).toString();
}
