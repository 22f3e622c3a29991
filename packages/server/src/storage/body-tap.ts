import { createHash } from 'node:crypto';
import type { ByteStream } from '@storykeep/core';
import { tooLarge } from './storage-errors.js';

/** A body passed through on its way to storage: its SHA-256 is known once it has been read to the end. */
export interface TappedBody {
  body: ByteStream;
  /** The hex SHA-256 of every byte read; only meaningful once `body` has been read to its end. */
  sha256(): string;
}

/**
 * Passes `body` through, hashing each chunk as it goes (so the server knows what it stored without reading it twice),
 * and stops reading as soon as more than `maxBytes` arrive: the caller's write fails, and nothing past the cap is kept.
 */
export function tapBody(body: ByteStream, maxBytes?: number): TappedBody {
  const hash = createHash('sha256');
  let digest: string | undefined;
  async function* tapped(): ByteStream {
    let size = 0;
    for await (const chunk of body) {
      size += chunk.length;
      if (maxBytes !== undefined && size > maxBytes) throw tooLarge(maxBytes);
      hash.update(chunk);
      yield chunk;
    }
    digest = hash.digest('hex');
  }
  return {
    body: tapped(),
    sha256() {
      if (digest === undefined) throw new Error('The body has not been read to its end');
      return digest;
    },
  };
}

/** Passes `body` through and stops reading as soon as more than `maxBytes` arrive (413), without hashing it. */
export async function* capBody(body: ByteStream, maxBytes: number | undefined): ByteStream {
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (maxBytes !== undefined && size > maxBytes) throw tooLarge(maxBytes);
    yield chunk;
  }
}
