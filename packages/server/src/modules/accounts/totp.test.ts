import { Secret } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { newTotpSecret, otpauthUrl, type TotpAlgorithm, totpCode, verifyTotp } from './totp.js';

// RFC 6238 appendix B: 8-digit codes, one ASCII seed per hash. They pin how the library is called
// (seconds vs milliseconds, period, algorithm), which is where a wrapper goes wrong.
const seeds: Record<TotpAlgorithm, string> = {
  SHA1: base32Of('12345678901234567890'),
  SHA256: base32Of('12345678901234567890123456789012'),
  SHA512: base32Of('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'SHA1'],
  [59, '46119246', 'SHA256'],
  [59, '90693936', 'SHA512'],
  [1111111109, '07081804', 'SHA1'],
  [1111111109, '68084774', 'SHA256'],
  [1111111109, '25091201', 'SHA512'],
  [1111111111, '14050471', 'SHA1'],
  [1234567890, '89005924', 'SHA1'],
  [1234567890, '91819424', 'SHA256'],
  [2000000000, '69279037', 'SHA1'],
  [20000000000, '65353130', 'SHA1'],
  [20000000000, '47863826', 'SHA512'],
];

function base32Of(ascii: string): string {
  return new Secret({ buffer: new TextEncoder().encode(ascii).buffer }).base32;
}

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s with %s', (time, code, algorithm) => {
    expect(totpCode(seeds[algorithm], time, { digits: 8, algorithm })).toBe(code);
  });

  it('makes 160-bit secrets, a new one each time', () => {
    const secret = newTotpSecret();
    expect(Secret.fromBase32(secret).bytes).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('accepts the current code and one step of drift, and nothing further off', () => {
    const secret = seeds.SHA1;
    const now = 1_700_000_000;
    expect(verifyTotp(secret, totpCode(secret, now), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now - 30), now)).toBe(true);
    expect(verifyTotp(secret, totpCode(secret, now + 30), now)).toBe(true);
    const farOff = totpCode(secret, now - 90);
    expect([totpCode(secret, now), totpCode(secret, now - 30), totpCode(secret, now + 30)]).not.toContain(farOff);
    expect(verifyTotp(secret, farOff, now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });

  it('writes the address authenticator apps read', () => {
    const url = new URL(otpauthUrl(seeds.SHA1, 'ada@example.org'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(seeds.SHA1);
    expect(url.searchParams.get('issuer')).toBe('Storykeep');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(url.searchParams.get('period')).toBe('30');
    expect(decodeURIComponent(url.pathname)).toContain('ada@example.org');
  });
});
