import type { ContentDigest } from '../ports/content-digest.port.js';

/**
 * A stand-in for SHA-256 in unit tests: 64 hex digits from four independent FNV-1a runs over the bytes in order, so
 * equal bytes give equal digests and a changed byte changes it. Not a cryptographic hash; the browser adapter is.
 */
export class FakeContentDigest implements ContentDigest {
  async sha256(chunks: readonly ArrayBuffer[]): Promise<string> {
    return fakeSha256(chunks.map((c) => new Uint8Array(c)));
  }
}

/** The fake digest of byte arrays taken in order (tests compute expected digests with it). */
export function fakeSha256(chunks: readonly Uint8Array[]): string {
  const seeds = [0x811c9dc5, 0x01000193, 0x12345678, 0x9e3779b9];
  const states = seeds.map((seed) => seed >>> 0);
  let length = 0;
  for (const chunk of chunks) {
    for (const byte of chunk) {
      for (let i = 0; i < states.length; i++) states[i] = Math.imul(((states[i] as number) ^ (byte + i)) >>> 0, 0x01000193) >>> 0;
      length += 1;
    }
  }
  const words = [...states, ...states.map((s, i) => (s ^ Math.imul(length + i, 0x9e3779b9)) >>> 0)];
  return words.map((w) => w.toString(16).padStart(8, '0')).join('');
}
