import { hkdfSync } from 'node:crypto';

/**
 * Keys made from the server's secret (the one that signs media addresses, `MEDIA_URL_SECRET` or the one kept under
 * the data folder). Each use names its own HKDF-SHA256 label, so no two uses share a key and none is the secret itself.
 */
export class ServerKeys {
  constructor(private readonly secret: Buffer) {}

  /** A 256-bit key for one use, the same on every start and on every server that shares the secret. */
  derive(label: string): Buffer {
    return Buffer.from(hkdfSync('sha256', this.secret, Buffer.alloc(0), label, 32));
  }
}
