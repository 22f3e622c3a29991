import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignUrlOptions } from '@storykeep/core';

/** What a verified signed URL allows. */
export interface SignedGrant {
  method: 'GET' | 'PUT' | 'POST';
  part?: { uploadId: string; partNumber: number };
  fileName?: string;
  /** The only Content-Type a PUT may send. */
  contentType?: string;
}

export type Verification = { ok: true; grant: SignedGrant } | { ok: false; reason: 'expired' | 'bad_signature' };

/** The query parameters of a signed media URL. */
export interface SignedQuery {
  expires?: string;
  signature?: string;
  uploadId?: string;
  partNumber?: string;
  filename?: string;
  contentType?: string;
}

/**
 * Signs media URLs with HMAC-SHA256 so the server can hand out expiring links to bytes it serves
 * itself, as S3's presigned URLs do. Everything the URL grants is covered by the signature.
 */
export class UrlSigner {
  constructor(
    private readonly secret: Buffer,
    /** Absolute or root-relative base the media routes are served under, e.g. `http://host/api/media`. */
    private readonly baseUrl: string,
    private readonly now: () => number = Date.now,
  ) {}

  sign(key: string, options: SignUrlOptions): string {
    const expires = Math.floor(this.now() / 1000) + Math.max(1, Math.round(options.expiresIn));
    const params = new URLSearchParams({ expires: String(expires) });
    if (options.part) {
      params.set('uploadId', options.part.uploadId);
      params.set('partNumber', String(options.part.partNumber));
    }
    if (options.fileName) params.set('filename', options.fileName);
    if (options.contentType) params.set('contentType', options.contentType);
    params.set('signature', this.mac(options.method, key, expires, options.part, options.fileName, options.contentType));
    return `${this.baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}?${params}`;
  }

  verify(key: string, method: 'GET' | 'PUT' | 'POST', query: SignedQuery): Verification {
    const expires = Number(query.expires);
    if (!query.signature || !Number.isInteger(expires)) return { ok: false, reason: 'bad_signature' };
    const part =
      query.uploadId !== undefined || query.partNumber !== undefined
        ? { uploadId: query.uploadId ?? '', partNumber: Number(query.partNumber) }
        : undefined;
    const expected = Buffer.from(this.mac(method, key, expires, part, query.filename, query.contentType));
    const given = Buffer.from(query.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
    if (expires * 1000 < this.now()) return { ok: false, reason: 'expired' };
    const grant: SignedGrant = { method };
    if (part) grant.part = part;
    if (query.filename) grant.fileName = query.filename;
    if (query.contentType) grant.contentType = query.contentType;
    return { ok: true, grant };
  }

  private mac(
    method: string,
    key: string,
    expires: number,
    part: SignedGrant['part'],
    fileName: string | undefined,
    contentType: string | undefined,
  ): string {
    // The content type joins the payload only when bound, so links signed before it existed stay valid.
    const fields = [method, key, expires, part?.uploadId ?? '', part?.partNumber ?? '', fileName ?? ''];
    if (contentType) fields.push(contentType);
    const payload = fields.join('\n');
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
