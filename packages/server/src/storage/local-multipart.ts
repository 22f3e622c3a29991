import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ByteStream, UploadedPart } from '@storykeep/core';
import { syncDirectory, writeAtomically } from './atomic-write.js';
import { etagOf, sweepDir } from './disk-files.js';
import { invalidPart, isNotFound, uploadNotFound } from './storage-errors.js';

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART_FILE = /^part-(\d{5})$/;
export const MAX_PART_NUMBER = 10_000;

interface UploadRecord {
  key: string;
  createdAt: string;
}

const partFile = (partNumber: number) => `part-${String(partNumber).padStart(5, '0')}`;

/**
 * Multipart uploads on local disk: one folder per upload holding `upload.json` and one file per
 * part. Parts are written atomically, so a part is either absent or whole; completing streams the
 * parts into the object in order; aborting removes the folder. A completed upload leaves a small
 * `<id>.done` note so a retried completion (its answer lost) still succeeds.
 */
export class LocalMultipart {
  constructor(
    private readonly uploadsDir: string,
    private readonly tmpDir: string,
  ) {}

  async create(key: string): Promise<{ uploadId: string }> {
    const uploadId = randomBytes(16).toString('hex');
    const dir = join(this.uploadsDir, uploadId);
    await mkdir(dir, { recursive: true });
    const record: UploadRecord = { key, createdAt: new Date().toISOString() };
    await writeAtomically(toStream(JSON.stringify(record)), join(dir, 'upload.json'), { tmpDir: dir });
    return { uploadId };
  }

  async uploadPart(key: string, uploadId: string, partNumber: number, body: ByteStream, expectedSize?: number): Promise<UploadedPart> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
      throw invalidPart(`Part number must be an integer from 1 to ${MAX_PART_NUMBER}`);
    }
    const dir = await this.openUpload(key, uploadId);
    const target = join(dir, partFile(partNumber));
    // The temporary file lives in the upload's own folder, so an abort removes it too.
    await writeAtomically(body, target, expectedSize === undefined ? { tmpDir: dir } : { tmpDir: dir, expectedSize });
    const stats = await stat(target);
    return { partNumber, size: stats.size, etag: etagOf(stats) };
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const dir = await this.openUpload(key, uploadId);
    const parts: UploadedPart[] = [];
    for (const name of await readdir(dir)) {
      const match = PART_FILE.exec(name);
      if (!match) continue;
      const stats = await stat(join(dir, name)).catch(() => undefined);
      if (stats) parts.push({ partNumber: Number(match[1]), size: stats.size, etag: etagOf(stats) });
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(key: string, uploadId: string, target: string, chosen?: Array<{ partNumber: number; etag?: string }>): Promise<void> {
    if (await this.completedBefore(key, uploadId)) return;
    const dir = await this.openUpload(key, uploadId);
    const held = await this.listParts(key, uploadId);
    const parts = chosen ? pickParts(held, chosen) : held;
    if (parts.length === 0) throw invalidPart('An upload needs at least one part to complete');
    const files = parts.map((p) => join(dir, partFile(p.partNumber)));
    const expectedSize = parts.reduce((sum, p) => sum + p.size, 0);
    await writeAtomically(concatenate(files), target, { tmpDir: this.tmpDir, expectedSize });
    await writeFile(join(this.uploadsDir, `${uploadId}.done`), key);
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    await syncDirectory(this.uploadsDir);
  }

  async abort(key: string, uploadId: string): Promise<void> {
    const dir = await this.openUpload(key, uploadId);
    // maxRetries: a part still being written may add a temporary file while the folder is emptied.
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }

  /** Removes temporary part files a crash left behind and old completion notes. */
  async sweep(olderThanMs: number): Promise<number> {
    let removed = await sweepDir(this.uploadsDir, olderThanMs, (name) => name.endsWith('.done'));
    let uploads: string[];
    try {
      uploads = await readdir(this.uploadsDir);
    } catch (error) {
      if (isNotFound(error)) return removed;
      throw error;
    }
    for (const id of uploads.filter((name) => UPLOAD_ID.test(name))) {
      removed += await sweepDir(join(this.uploadsDir, id), olderThanMs, (name) => name.endsWith('.tmp'));
    }
    return removed;
  }

  private async openUpload(key: string, uploadId: string): Promise<string> {
    if (!UPLOAD_ID.test(uploadId)) throw uploadNotFound(uploadId);
    const dir = join(this.uploadsDir, uploadId);
    try {
      const record = JSON.parse(await readFile(join(dir, 'upload.json'), 'utf8')) as UploadRecord;
      if (record.key !== key) throw uploadNotFound(uploadId);
      return dir;
    } catch (error) {
      if (isNotFound(error)) throw uploadNotFound(uploadId);
      throw error;
    }
  }

  private async completedBefore(key: string, uploadId: string): Promise<boolean> {
    if (!UPLOAD_ID.test(uploadId)) return false;
    try {
      return (await readFile(join(this.uploadsDir, `${uploadId}.done`), 'utf8')) === key;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }
}

function pickParts(held: UploadedPart[], chosen: Array<{ partNumber: number; etag?: string }>): UploadedPart[] {
  const byNumber = new Map(held.map((p) => [p.partNumber, p]));
  const sorted = [...chosen].sort((a, b) => a.partNumber - b.partNumber);
  return sorted.map((wanted, index) => {
    const part = byNumber.get(wanted.partNumber);
    if (!part) throw invalidPart(`Part ${wanted.partNumber} was not uploaded`);
    if (index > 0 && sorted[index - 1]?.partNumber === wanted.partNumber) throw invalidPart(`Part ${wanted.partNumber} is listed twice`);
    if (wanted.etag !== undefined && wanted.etag !== part.etag)
      throw invalidPart(`Part ${wanted.partNumber} has changed since it was listed`);
    return part;
  });
}

async function* concatenate(files: string[]): ByteStream {
  for (const file of files) yield* createReadStream(file, { highWaterMark: 1024 * 1024 });
}

async function* toStream(text: string): ByteStream {
  yield Buffer.from(text);
}
