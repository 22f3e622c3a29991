/**
 * SHA-256 of bytes kept on the device, in lower-case hex: what a local recording's parts are compared by before the
 * device lets go of them. The browser computes it with Web Crypto; the chunks are hashed as one run of bytes, in order.
 */
export const ContentDigest = Symbol('ContentDigest');
export interface ContentDigest {
  sha256(chunks: readonly ArrayBuffer[]): Promise<string>;
}
