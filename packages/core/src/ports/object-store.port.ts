/** Bytes that arrive or leave in chunks, so a large recording never sits in memory whole. */
export type ByteStream = AsyncIterable<Uint8Array>;

/** What the store knows about one stored object. */
export interface ObjectInfo {
  key: string;
  size: number;
  modifiedAt: Date;
  contentType: string;
  etag: string;
  /** The hex SHA-256 of the bytes, when the store computed it while writing them (a `put`'s answer). */
  sha256?: string;
}

/** An inclusive byte range, as HTTP's Range header counts it. */
export interface ByteRange {
  start: number;
  end: number;
}

/** One part of a multipart upload that the store holds. */
export interface UploadedPart {
  partNumber: number;
  size: number;
  etag: string;
  /** The hex SHA-256 of the part's bytes as the store received them, when it knows it. */
  sha256?: string;
}

/** What a signed URL lets its holder do, and for how long. */
export interface SignUrlOptions {
  /** POST: a browser form upload (file plus text fields) of the whole object. */
  method: 'GET' | 'PUT' | 'POST';
  /** Seconds from now. */
  expiresIn: number;
  /** A PUT that uploads one part of a multipart upload. */
  part?: { uploadId: string; partNumber: number };
  /** Suggested download file name (Content-Disposition). */
  fileName?: string;
  /** A PUT whose Content-Type the signature covers: a request sending any other type is refused. */
  contentType?: string;
  /** The most bytes a PUT or POST through this address may carry; the signature covers it and a longer body is refused. */
  maxBytes?: number;
  /**
   * A PUT of exactly this many bytes (stores that cannot stop a body mid-stream, such as S3, sign the length instead of
   * a cap; the embedded store enforces it as a cap and checks the length).
   */
  exactBytes?: number;
}

/** Where media bytes live: local disk by default, S3 at scale. */
export const ObjectStore = Symbol('ObjectStore');
export interface ObjectStore {
  /** Stores `body` under `key`; with `expectedSize`, a body of any other length is refused and nothing is stored. */
  put(key: string, body: ByteStream, options?: { contentType?: string; expectedSize?: number }): Promise<ObjectInfo>;
  /** The object's bytes, or only those of `range`; rejects when the object does not exist. */
  get(key: string, range?: ByteRange): Promise<ByteStream>;
  stat(key: string): Promise<ObjectInfo | undefined>;
  delete(key: string): Promise<void>;
  list(prefix: string): Promise<ObjectInfo[]>;
  /** `partSize`: the size every part but the last will have, when known, so the store can assemble parts in place. */
  createMultipartUpload(key: string, options?: { contentType?: string; partSize?: number }): Promise<{ uploadId: string }>;
  uploadPart(key: string, uploadId: string, partNumber: number, body: ByteStream, expectedSize?: number): Promise<UploadedPart>;
  listParts(key: string, uploadId: string): Promise<UploadedPart[]>;
  /** Joins the parts (all of them, or those listed) in part-number order into the object. */
  completeMultipartUpload(key: string, uploadId: string, parts?: Array<{ partNumber: number; etag?: string }>): Promise<ObjectInfo>;
  /** Drops every part received so far; nothing of the upload remains. */
  abortMultipartUpload(key: string, uploadId: string): Promise<void>;
  signUrl(key: string, options: SignUrlOptions): Promise<string>;
}
