import { createReadStream, type Stats } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ByteRange, ByteStream, ObjectInfo, ObjectStore, SignUrlOptions, UploadedPart } from '@storykeep/core';
import { writeAtomically } from './atomic-write.js';
import { tapBody } from './body-tap.js';
import { etagOf, sweepDir } from './disk-files.js';
import { LocalMultipart, MAX_PART_BYTES } from './local-multipart.js';
import { assertObjectKey, contentTypeOf } from './object-key.js';
import { isNotFound, objectNotFound } from './storage-errors.js';
import type { UrlSigner } from './url-signer.js';

/**
 * The default media store: files under `root/objects`, written through a temporary file and an
 * atomic rename, multipart uploads kept part by part under `root/.uploads` until completed or aborted.
 */
export class LocalObjectStore implements ObjectStore {
  readonly objectsDir: string;
  readonly tmpDir: string;
  private readonly multipart: LocalMultipart;

  constructor(
    readonly root: string,
    private readonly signer: UrlSigner,
    /** The largest part one signed part URL takes (S3's own limit unless a test sets a small one). */
    maxPartBytes: number = MAX_PART_BYTES,
  ) {
    this.objectsDir = join(root, 'objects');
    this.tmpDir = join(root, '.tmp');
    this.multipart = new LocalMultipart(join(root, '.uploads'), this.tmpDir, maxPartBytes);
  }

  /** The file behind a key, for tools such as ffmpeg that read paths. */
  pathOf(key: string): string {
    assertObjectKey(key);
    return join(this.objectsDir, key);
  }

  async put(key: string, body: ByteStream, options: { expectedSize?: number } = {}): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    const writeOptions =
      options.expectedSize === undefined ? { tmpDir: this.tmpDir } : { tmpDir: this.tmpDir, expectedSize: options.expectedSize };
    // Hashed on its way to disk, so whoever sent it can be told exactly what was stored.
    const tapped = tapBody(body);
    await writeAtomically(tapped.body, path, writeOptions);
    return { ...this.info(key, await stat(path)), sha256: tapped.sha256() };
  }

  async get(key: string, range?: ByteRange): Promise<ByteStream> {
    const path = this.pathOf(key);
    const stats = await this.stat(key);
    if (!stats) throw objectNotFound(key);
    return createReadStream(path, range ? { start: range.start, end: range.end } : {});
  }

  async stat(key: string): Promise<ObjectInfo | undefined> {
    try {
      const stats = await stat(this.pathOf(key));
      return stats.isFile() ? this.info(key, stats) : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<ObjectInfo[]> {
    const slash = prefix.lastIndexOf('/');
    const dir = slash < 0 ? this.objectsDir : join(this.objectsDir, prefix.slice(0, slash));
    let entries: string[];
    try {
      entries = await readdir(dir, { recursive: true });
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
    const found: ObjectInfo[] = [];
    for (const entry of entries) {
      const key = relative(this.objectsDir, join(dir, entry)).split(sep).join('/');
      if (!key.startsWith(prefix)) continue;
      const info = await this.stat(key);
      if (info) found.push(info);
    }
    return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  }

  /** With `partSize`, parts of that size (the last may be shorter) are assembled in place and completing needs no copy. */
  createMultipartUpload(key: string, options: { partSize?: number } = {}): Promise<{ uploadId: string }> {
    assertObjectKey(key);
    return this.multipart.create(key, options.partSize);
  }

  uploadPart(key: string, uploadId: string, partNumber: number, body: ByteStream, expectedSize?: number): Promise<UploadedPart> {
    return this.multipart.uploadPart(key, uploadId, partNumber, body, expectedSize);
  }

  listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    return this.multipart.listParts(key, uploadId);
  }

  async completeMultipartUpload(key: string, uploadId: string, parts?: Array<{ partNumber: number; etag?: string }>): Promise<ObjectInfo> {
    const path = this.pathOf(key);
    await this.multipart.complete(key, uploadId, path, parts);
    return this.info(key, await stat(path));
  }

  abortMultipartUpload(key: string, uploadId: string): Promise<void> {
    return this.multipart.abort(key, uploadId);
  }

  async signUrl(key: string, options: SignUrlOptions): Promise<string> {
    assertObjectKey(key);
    return this.signer.sign(key, options);
  }

  /** Drops multipart uploads idle for longer than `idleMs` (see LocalMultipart.sweepAbandoned); answers their ids. */
  sweepAbandonedUploads(idleMs: number): Promise<string[]> {
    return this.multipart.sweepAbandoned(idleMs);
  }

  /** Removes temporary files a crash left behind; none of them was ever visible under a key. */
  async sweep(olderThanMs = 60 * 60 * 1000): Promise<number> {
    return (await this.multipart.sweep(olderThanMs)) + (await sweepDir(this.tmpDir, olderThanMs));
  }

  private info(key: string, stats: Stats): ObjectInfo {
    return { key, size: stats.size, modifiedAt: stats.mtime, contentType: contentTypeOf(key), etag: etagOf(stats) };
  }
}
