import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import type * as S3 from '@aws-sdk/client-s3';
import type * as Presigner from '@aws-sdk/s3-request-presigner';
import type { ByteRange, ByteStream, ObjectInfo, ObjectStore, SignUrlOptions, UploadedPart } from '@storykeep/core';
import { tapBody } from './body-tap.js';
import { assertObjectKey, contentTypeOf, servesInline } from './object-key.js';
import { incompleteBody, invalidPart, objectNotFound, uploadNotFound } from './storage-errors.js';
import type { UrlSigner } from './url-signer.js';

/** S3_* settings (see .env.example). */
export interface S3Settings {
  bucket: string;
  region?: string;
  /** Any S3-compatible store (MinIO, Ceph, an emulator); AWS when absent. Browsers reach it here: presigned URLs name it. */
  endpoint?: string;
  /**
   * Where the servers themselves reach the store (S3_INTERNAL_ENDPOINT, e.g. `http://minio:9000` on a compose network):
   * every call the server makes, readiness included, goes here; presigned URLs keep `endpoint`. Absent: `endpoint`.
   */
  internalEndpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle?: boolean;
}

// Loaded with require, and only when S3 is configured: the SDK's ES build imports files without
// extensions, which Node resolves only in its CommonJS build.
const load = () => {
  const require = createRequire(import.meta.url);
  return { sdk: require('@aws-sdk/client-s3') as typeof S3, presigner: require('@aws-sdk/s3-request-presigner') as typeof Presigner };
};

/** The longest a version 4 presigned URL may live; longer requests are signed for this long. */
export const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

/** Bodies of unknown length go up in parts of this size, so memory stays at one part. */
const STREAM_PART = 8 * 1024 * 1024;

const notFoundStatus = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.name === 'NoSuchUpload' || e.$metadata?.httpStatusCode === 404;
};

async function collect(body: ByteStream, limit = Number.POSITIVE_INFINITY): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > limit) throw invalidPart(`A part may hold at most ${limit} bytes`);
    chunks.push(Buffer.from(chunk));
  }
  return Buffer.concat(chunks);
}

/**
 * The media store on S3 or any S3-compatible service. Browsers send and fetch bytes with presigned
 * URLs straight to the bucket; form uploads (signed POST) still go through the server's media
 * routes, which stream them on with `put`.
 */
export class S3ObjectStore implements ObjectStore {
  /** The server's own calls: on the internal endpoint when one is set. */
  readonly client: S3.S3Client;
  /** Signs the URLs browsers use: on the public endpoint, whose host the signatures name. */
  private readonly presignClient: S3.S3Client;
  readonly bucket: string;
  private readonly sdk: typeof S3;
  private readonly presigner: typeof Presigner;

  constructor(
    settings: S3Settings,
    /** Signs the server's own form-upload URLs. */
    private readonly formSigner: UrlSigner,
  ) {
    ({ sdk: this.sdk, presigner: this.presigner } = load());
    this.bucket = settings.bucket;
    const clientFor = (endpoint: string | undefined) =>
      new this.sdk.S3Client({
        region: settings.region ?? 'us-east-1',
        forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpoint),
        // Checksums only where S3 demands them: by default the SDK wraps streamed bodies in
        // aws-chunked framing with a checksum trailer, which S3-compatible stores do not all undo.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        ...(endpoint ? { endpoint } : {}),
        ...(settings.accessKeyId && settings.secretAccessKey
          ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
          : {}),
      });
    this.presignClient = clientFor(settings.endpoint);
    this.client = settings.internalEndpoint ? clientFor(settings.internalEndpoint) : this.presignClient;
  }

  async put(key: string, body: ByteStream, options: { contentType?: string; expectedSize?: number } = {}): Promise<ObjectInfo> {
    assertObjectKey(key);
    const ContentType = options.contentType ?? contentTypeOf(key);
    // Always in parts: the size is checked before the upload is completed, so a body that ends early
    // or runs long is aborted and nothing is stored. Hashed on the way, so the sender can be told what was stored.
    const tapped = tapBody(body);
    await this.putInParts(key, tapped.body, ContentType, options.expectedSize);
    return { ...(await this.mustStat(key)), sha256: tapped.sha256() };
  }

  private async putInParts(key: string, body: ByteStream, ContentType: string, expectedSize?: number): Promise<void> {
    const { UploadId } = await this.client.send(new this.sdk.CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType }));
    const parts: Array<{ PartNumber: number; ETag: string; size: number }> = [];
    let pending: Buffer[] = [];
    let pendingSize = 0;
    const send = async () => {
      const PartNumber = parts.length + 1;
      const Body = Buffer.concat(pending);
      pending = [];
      pendingSize = 0;
      const { ETag } = await this.client.send(
        new this.sdk.UploadPartCommand({ Bucket: this.bucket, Key: key, UploadId, PartNumber, Body, ContentLength: Body.length }),
      );
      parts.push({ PartNumber, ETag: ETag ?? '', size: Body.length });
    };
    try {
      for await (const chunk of body) {
        pending.push(Buffer.from(chunk));
        pendingSize += chunk.length;
        if (pendingSize >= STREAM_PART) await send();
      }
      if (pendingSize > 0 || parts.length === 0) await send();
      const received = parts.reduce((sum, p) => sum + p.size, 0);
      if (expectedSize !== undefined && received !== expectedSize) throw incompleteBody(expectedSize, received);
      await this.client.send(
        new this.sdk.CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId,
          MultipartUpload: { Parts: parts.map(({ PartNumber, ETag }) => ({ PartNumber, ETag })) },
        }),
      );
    } catch (error) {
      await this.client.send(new this.sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId })).catch(() => undefined);
      throw error;
    }
  }

  async get(key: string, range?: ByteRange): Promise<ByteStream> {
    assertObjectKey(key);
    try {
      const answer = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }),
      );
      return answer.Body as Readable;
    } catch (error) {
      if (notFoundStatus(error)) throw objectNotFound(key);
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    assertObjectKey(key);
    try {
      const head = await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        key,
        size: head.ContentLength ?? 0,
        modifiedAt: head.LastModified ?? new Date(0),
        contentType: head.ContentType ?? contentTypeOf(key),
        etag: head.ETag ?? '',
      };
    } catch (error) {
      if (notFoundStatus(error)) return undefined;
      throw error;
    }
  }

  private async mustStat(key: string): Promise<ObjectInfo> {
    const info = await this.stat(key);
    if (!info) throw objectNotFound(key);
    return info;
  }

  async delete(key: string): Promise<void> {
    assertObjectKey(key);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(prefix: string): Promise<ObjectInfo[]> {
    const found: ObjectInfo[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await this.client.send(new this.sdk.ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) {
        if (o.Key)
          found.push({
            key: o.Key,
            size: o.Size ?? 0,
            modifiedAt: o.LastModified ?? new Date(0),
            contentType: contentTypeOf(o.Key),
            etag: o.ETag ?? '',
          });
      }
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  async createMultipartUpload(key: string, options: { contentType?: string } = {}): Promise<{ uploadId: string }> {
    assertObjectKey(key);
    const answer = await this.client.send(
      new this.sdk.CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key, ContentType: options.contentType ?? contentTypeOf(key) }),
    );
    return { uploadId: answer.UploadId ?? '' };
  }

  /** A server-side part upload; S3 needs its length first, so a part of unknown length is gathered in memory. */
  async uploadPart(key: string, uploadId: string, partNumber: number, body: ByteStream, expectedSize?: number): Promise<UploadedPart> {
    const Body = await collect(body, expectedSize ?? 5 * 1024 * 1024 * 1024);
    if (expectedSize !== undefined && Body.length !== expectedSize) throw incompleteBody(expectedSize, Body.length);
    try {
      const { ETag } = await this.client.send(
        new this.sdk.UploadPartCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          PartNumber: partNumber,
          Body,
          ContentLength: Body.length,
        }),
      );
      return { partNumber, size: Body.length, etag: ETag ?? '' };
    } catch (error) {
      if (notFoundStatus(error)) throw uploadNotFound(uploadId);
      throw error;
    }
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const parts: UploadedPart[] = [];
    let PartNumberMarker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new this.sdk.ListPartsCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId, PartNumberMarker }),
        );
        for (const p of page.Parts ?? []) parts.push({ partNumber: p.PartNumber ?? 0, size: p.Size ?? 0, etag: p.ETag ?? '' });
        PartNumberMarker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (PartNumberMarker);
    } catch (error) {
      if (notFoundStatus(error)) throw uploadNotFound(uploadId);
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async completeMultipartUpload(key: string, uploadId: string, chosen?: Array<{ partNumber: number; etag?: string }>): Promise<ObjectInfo> {
    const held = chosen?.every((p) => p.etag) ? undefined : await this.listParts(key, uploadId);
    const parts = (chosen ?? held ?? []).map((p) => {
      const etag = p.etag ?? held?.find((h) => h.partNumber === p.partNumber)?.etag;
      if (!etag) throw invalidPart(`Part ${p.partNumber} was not uploaded`);
      return { PartNumber: p.partNumber, ETag: etag };
    });
    if (parts.length === 0) throw invalidPart('An upload needs at least one part to complete');
    try {
      await this.client.send(
        new this.sdk.CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: { Parts: parts.sort((a, b) => a.PartNumber - b.PartNumber) },
        }),
      );
    } catch (error) {
      if (notFoundStatus(error)) throw uploadNotFound(uploadId);
      throw error;
    }
    return this.mustStat(key);
  }

  async abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    await this.client.send(new this.sdk.AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }));
  }

  async signUrl(key: string, options: SignUrlOptions): Promise<string> {
    assertObjectKey(key);
    if (options.method === 'POST') return this.formSigner.sign(key, options);
    const expiresIn = Math.min(MAX_PRESIGN_SECONDS, Math.max(1, Math.round(options.expiresIn)));
    // A byte cap cannot stop a body S3 receives itself, so an exact length is signed instead: S3 refuses a request whose
    // Content-Length is another (browsers send the true length of what they PUT). A bare cap is enforced only on the
    // server's own media routes; such PUTs are the file upload's parts, whose size is also checked at completion.
    const length = options.exactBytes;
    const signed = new Set<string>([...(length !== undefined ? ['content-length'] : []), ...(options.contentType ? ['content-type'] : [])]);
    const signing = { expiresIn, ...(signed.size > 0 ? { signableHeaders: signed } : {}) };
    if (options.method === 'PUT' && options.part) {
      const command = new this.sdk.UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: options.part.uploadId,
        PartNumber: options.part.partNumber,
        ...(length !== undefined ? { ContentLength: length } : {}),
      });
      return this.presigner.getSignedUrl(this.presignClient, command, signing);
    }
    if (options.method === 'PUT') {
      // The presigner signs only the host unless told otherwise: naming content-type (and content-length) puts them among
      // the signed headers, so S3 answers SignatureDoesNotMatch to a PUT that sends another type or length.
      const put = new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ...(options.contentType ? { ContentType: options.contentType } : {}),
        ...(length !== undefined ? { ContentLength: length } : {}),
      });
      return this.presigner.getSignedUrl(this.presignClient, put, signing);
    }
    // The stored type is whatever the uploading browser sent; the answer's type comes from the key instead, and
    // anything a browser could run is a download of plain bytes.
    const type = contentTypeOf(key);
    const inline = servesInline(type);
    const disposition = {
      ResponseContentType: inline ? type : 'application/octet-stream',
      ...(options.fileName
        ? { ResponseContentDisposition: `attachment; filename*=UTF-8''${encodeURIComponent(options.fileName)}` }
        : inline
          ? {}
          : { ResponseContentDisposition: 'attachment' }),
    };
    return this.presigner.getSignedUrl(
      this.presignClient,
      new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: key, ...disposition }),
      {
        expiresIn,
      },
    );
  }
}
