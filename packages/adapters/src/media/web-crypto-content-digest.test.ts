import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { WebCryptoContentDigest } from './web-crypto-content-digest.js';

const copy = (bytes: Buffer) => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

describe('WebCryptoContentDigest', () => {
  it('hashes the chunks as one run of bytes, in order, to the SHA-256 any other tool computes', async () => {
    const digest = new WebCryptoContentDigest();
    const bytes = randomBytes(200_000);
    const expected = createHash('sha256').update(bytes).digest('hex');
    expect(await digest.sha256([copy(bytes)])).toBe(expected);
    expect(await digest.sha256([copy(bytes.subarray(0, 7)), copy(bytes.subarray(7, 150_000)), copy(bytes.subarray(150_000))])).toBe(
      expected,
    );
    expect(await digest.sha256([copy(bytes.subarray(7)), copy(bytes.subarray(0, 7))])).not.toBe(expected);
    expect(await digest.sha256([])).toBe(createHash('sha256').digest('hex'));
  });
});
