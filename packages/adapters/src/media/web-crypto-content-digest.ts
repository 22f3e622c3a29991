import type { ContentDigest } from '@storykeep/core';

/**
 * SHA-256 with the browser's Web Crypto. `subtle.digest` takes one buffer, so the chunks (a part's slices, at most about
 * 30 MiB; the whole recording in the single-file form) are copied into one first.
 */
export class WebCryptoContentDigest implements ContentDigest {
  constructor(private readonly subtle: SubtleCrypto = globalThis.crypto.subtle) {}

  async sha256(chunks: readonly ArrayBuffer[]): Promise<string> {
    const joined = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
    let offset = 0;
    for (const chunk of chunks) {
      joined.set(new Uint8Array(chunk), offset);
      offset += chunk.byteLength;
    }
    const digest = new Uint8Array(await this.subtle.digest('SHA-256', joined));
    return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
  }
}
