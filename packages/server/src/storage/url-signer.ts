import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SignUrlOptions } from '@storykeep/core';

/** What a verified signed URL allows. */
export interface SignedGrant {
  method: 'GET' | 'PUT' | 'POST';
  part?: { uploadId: string; partNumber: number };
  fileName?: string;
  /** The only Content-Type a PUT may send. */
  contentType?: string;
  /** The most bytes the body may carry: reading stops past it and the write is refused with 413. */
  maxBytes?: number;
  /** The upload row this address writes for (a form upload's), so a second write through it can be refused. */
  ref?: string;
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
  max?: string;
  ref?: string;
}

/** What the signature covers beyond method, key and expiry. */
type Covered = Pick<SignedGrant, 'part' | 'fileName' | 'contentType' | 'maxBytes' | 'ref'>;

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

  sign(key: string, options: SignUrlOptions & { ref?: string }): string {
    const expires = Math.floor(this.now() / 1000) + Math.max(1, Math.round(options.expiresIn));
    const params = new URLSearchParams({ expires: String(expires) });
    if (options.part) {
      params.set('uploadId', options.part.uploadId);
      params.set('partNumber', String(options.part.partNumber));
    }
    if (options.fileName) params.set('filename', options.fileName);
    if (options.contentType) params.set('contentType', options.contentType);
    // An exact length is enforced here as a cap (the receiving store checks the declared length as well).
    const maxBytes = options.maxBytes ?? options.exactBytes;
    if (maxBytes !== undefined) params.set('max', String(maxBytes));
    if (options.ref) params.set('ref', options.ref);
    const covered: Covered = {
      ...(options.part ? { part: options.part } : {}),
      ...(options.fileName ? { fileName: options.fileName } : {}),
      ...(options.contentType ? { contentType: options.contentType } : {}),
      ...(maxBytes !== undefined ? { maxBytes } : {}),
      ...(options.ref ? { ref: options.ref } : {}),
    };
    params.set('signature', this.mac(options.method, key, expires, covered));
    return `${this.baseUrl}/${key.split('/').map(encodeURIComponent).join('/')}?${params}`;
  }

  verify(key: string, method: 'GET' | 'PUT' | 'POST', query: SignedQuery): Verification {
    const expires = Number(query.expires);
    if (!query.signature || !Number.isInteger(expires)) return { ok: false, reason: 'bad_signature' };
    const part =
      query.uploadId !== undefined || query.partNumber !== undefined
        ? { uploadId: query.uploadId ?? '', partNumber: Number(query.partNumber) }
        : undefined;
    const maxBytes = query.max === undefined ? undefined : Number(query.max);
    if (maxBytes !== undefined && !(Number.isSafeInteger(maxBytes) && maxBytes >= 0)) return { ok: false, reason: 'bad_signature' };
    const covered: Covered = {
      ...(part ? { part } : {}),
      ...(query.filename ? { fileName: query.filename } : {}),
      ...(query.contentType ? { contentType: query.contentType } : {}),
      ...(maxBytes !== undefined ? { maxBytes } : {}),
      ...(query.ref ? { ref: query.ref } : {}),
    };
    const expected = Buffer.from(this.mac(method, key, expires, covered));
    const given = Buffer.from(query.signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
    if (expires * 1000 < this.now()) return { ok: false, reason: 'expired' };
    return { ok: true, grant: { method, ...covered } };
  }

  private mac(method: string, key: string, expires: number, covered: Covered): string {
    const { part, fileName, contentType, maxBytes, ref } = covered;
    // Later fields join the payload only when bound, so links signed before they existed stay valid; each is tagged,
    // so a value of one can never stand for another.
    const fields: Array<string | number> = [method, key, expires, part?.uploadId ?? '', part?.partNumber ?? '', fileName ?? ''];
    if (contentType) fields.push(contentType);
    if (maxBytes !== undefined) fields.push(`max=${maxBytes}`);
    if (ref) fields.push(`ref=${ref}`);
    const payload = fields.join('\n');
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}
