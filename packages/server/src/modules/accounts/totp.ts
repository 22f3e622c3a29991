import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, as authenticator apps expect secrets. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/=+$/, '').replace(/\s/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`Not a base32 character: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

/** RFC 4226 HOTP: the `digits`-digit code for a counter value. */
export function hotp(key: Uint8Array, counter: bigint, digits = 6, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(counter);
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238 TOTP: the code for a moment, with 30-second steps counted from the Unix epoch. */
export function totp(key: Uint8Array, unixSeconds: number, digits = 6, algorithm: TotpAlgorithm = 'sha1', step = 30): string {
  return hotp(key, BigInt(Math.floor(unixSeconds / step)), digits, algorithm);
}

/** True when `code` matches the current step or one step either side (clock drift between phone and server). */
export function verifyTotp(secretBase32: string, code: string, unixSeconds: number): boolean {
  const key = base32Decode(secretBase32);
  const given = Buffer.from(code);
  for (const drift of [0, -30, 30]) {
    const expected = Buffer.from(totp(key, unixSeconds + drift));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return true;
  }
  return false;
}

/** A new 160-bit secret, base32 (the size RFC 4226 recommends for SHA-1). */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The otpauth:// address authenticator apps read from a QR code. */
export function otpauthUrl(secret: string, account: string, issuer = 'Storykeep'): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=6&period=30`;
}
