import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, newTotpSecret, type TotpAlgorithm, totp, verifyTotp } from './totp.js';

// RFC 6238 appendix B: 8-digit codes, one seed per hash.
const seeds: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};
const vectors: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'],
  [59, '46119246', 'sha256'],
  [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'],
  [1111111109, '68084774', 'sha256'],
  [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'],
  [1111111111, '67062674', 'sha256'],
  [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'],
  [1234567890, '91819424', 'sha256'],
  [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'],
  [2000000000, '90698825', 'sha256'],
  [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'],
  [20000000000, '77737706', 'sha256'],
  [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(vectors)('at %i s gives %s with %s', (time, code, algorithm) => {
    expect(totp(seeds[algorithm], time, 8, algorithm)).toBe(code);
  });

  it('matches the RFC 4226 HOTP vectors', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(codes.map((_, i) => hotp(seeds.sha1, BigInt(i)))).toEqual(codes);
  });

  it('makes 160-bit secrets', () => {
    expect(base32Decode(newTotpSecret())).toHaveLength(20);
  });

  it('round-trips base32', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
      }),
    );
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts the current code and one step of drift, and nothing further off', () => {
    const secret = base32Encode(seeds.sha1);
    const key = seeds.sha1;
    const now = 1_700_000_000;
    expect(verifyTotp(secret, totp(key, now), now)).toBe(true);
    expect(verifyTotp(secret, totp(key, now - 30), now)).toBe(true);
    expect(verifyTotp(secret, totp(key, now + 30), now)).toBe(true);
    const farOff = totp(key, now - 90);
    expect([totp(key, now), totp(key, now - 30), totp(key, now + 30)]).not.toContain(farOff);
    expect(verifyTotp(secret, farOff, now)).toBe(false);
  });
});
