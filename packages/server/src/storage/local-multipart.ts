import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { ByteStream, UploadedPart } from '@storykeep/core';
import { syncDirectory, writeAtomically } from './atomic-write.js';
import { tapBody } from './body-tap.js';
import { etagOf, sweepDir } from './disk-files.js';
import { ASSEMBLY, assemblyIsWhole, dropInPlaceMarker, inPlaceParts, writePartInPlace } from './in-place-parts.js';
import { invalidPart, isNotFound, uploadNotFound } from './storage-errors.js';

const UPLOAD_ID = /^[0-9a-f]{32}$/;
const PART_FILE = /^part-(\d{5})$/;
export const MAX_PART_NUMBER = 10_000;
/** S3's largest part: parts may differ in size, but no signed part URL takes an unbounded body. */
export const MAX_PART_BYTES = 5 * 1024 ** 3;

interface UploadRecord {
  key: string;
  createdAt: string;
  /** Parts of exactly this size (the last one may be shorter) go straight into the assembly file. */
  partSize?: number;
}

type HeldPart = UploadedPart & { inPlace: boolean };

const partFile = (partNumber: number) => `part-${String(partNumber).padStart(5, '0')}`;
/** A part file's SHA-256, written after the part itself: a part without one is listed without a hash, never a wrong one. */
const hashFile = (partNumber: number) => `${partFile(partNumber)}.sha256`;

/**
 * Multipart uploads on local disk: one folder per upload holding `upload.json` and its parts. A part
 * is either absent or whole: it is written atomically as its own file, or (when the upload's part
 * size is known and the part fits) in place in the assembly file, see in-place-parts.ts. Completing
 * renames a whole assembly file into place, or streams the parts into the object in order; aborting
 * removes the folder. A completed upload leaves a small `<id>.done` note so a retried completion
 * (its answer lost) still succeeds.
 */
export class LocalMultipart {
  constructor(
    private readonly uploadsDir: string,
    private readonly tmpDir: string,
    private readonly maxPartBytes: number = MAX_PART_BYTES,
  ) {}

  async create(key: string, partSize?: number): Promise<{ uploadId: string }> {
    const uploadId = randomBytes(16).toString('hex');
    const dir = join(this.uploadsDir, uploadId);
    await mkdir(dir, { recursive: true });
    const record: UploadRecord = { key, createdAt: new Date().toISOString() };
    if (partSize !== undefined && Number.isInteger(partSize) && partSize > 0) record.partSize = partSize;
    await writeAtomically(toStream(JSON.stringify(record)), join(dir, 'upload.json'), { tmpDir: dir });
    return { uploadId };
  }

  async uploadPart(key: string, uploadId: string, partNumber: number, body: ByteStream, expectedSize?: number): Promise<UploadedPart> {
    if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
      throw invalidPart(`Part number must be an integer from 1 to ${MAX_PART_NUMBER}`);
    }
    const { dir, record } = await this.openUpload(key, uploadId);
    const target = join(dir, partFile(partNumber));
    // Hashed as it streams to disk, so the completion can tell the sender what arrived without reading it again.
    const tapped = tapBody(body);
    await rm(join(dir, hashFile(partNumber)), { force: true });
    if (record.partSize !== undefined && expectedSize !== undefined && expectedSize <= record.partSize) {
      await rm(target, { force: true });
      return writePartInPlace(dir, partNumber, record.partSize, tapped.body, expectedSize, tapped.sha256);
    }
    const limit = this.maxPartBytes;
    if (expectedSize !== undefined && expectedSize > limit) throw invalidPart(`A part may hold at most ${limit} bytes`);
    await dropInPlaceMarker(dir, partNumber);
    // The temporary file lives in the upload's own folder, so an abort removes it too.
    await writeAtomically(tapped.body, target, { tmpDir: dir, limit, ...(expectedSize === undefined ? {} : { expectedSize }) });
    const sha256 = tapped.sha256();
    await writeFile(join(dir, hashFile(partNumber)), sha256);
    const stats = await stat(target);
    return { partNumber, size: stats.size, etag: etagOf(stats), sha256 };
  }

  async listParts(key: string, uploadId: string): Promise<UploadedPart[]> {
    const { dir } = await this.openUpload(key, uploadId);
    return (await heldParts(dir)).map(({ inPlace: _inPlace, ...part }) => part);
  }

  async complete(key: string, uploadId: string, target: string, chosen?: Array<{ partNumber: number; etag?: string }>): Promise<void> {
    if (await this.completedBefore(key, uploadId)) return;
    const { dir, record } = await this.openUpload(key, uploadId);
    const held = await heldParts(dir);
    const parts = chosen ? pickParts(held, chosen) : held;
    if (parts.length === 0) throw invalidPart('An upload needs at least one part to complete');
    const expectedSize = parts.reduce((sum, p) => sum + p.size, 0);
    const partSize = record.partSize ?? 0;
    if (partSize > 0 && assemblyIsWhole(parts, partSize)) {
      await publishAssembly(join(dir, ASSEMBLY), expectedSize, target);
    } else {
      const sources = parts.map((p) =>
        p.inPlace
          ? { path: join(dir, ASSEMBLY), start: (p.partNumber - 1) * partSize, size: p.size }
          : { path: join(dir, partFile(p.partNumber)), start: 0, size: p.size },
      );
      await writeAtomically(concatenate(sources), target, { tmpDir: this.tmpDir, expectedSize });
    }
    await writeFile(join(this.uploadsDir, `${uploadId}.done`), key);
    await rm(dir, { recursive: true, force: true, maxRetries: 3 });
    await syncDirectory(this.uploadsDir);
  }

  async abort(key: string, uploadId: string): Promise<void> {
    const { dir } = await this.openUpload(key, uploadId);
    // maxRetries: a part still being written may add a temporary file while the folder is emptied.
    await rm(dir, { recursive: true, force: true, maxRetries: 5 });
  }

  /**
   * Removes uploads nobody has added to for `idleMs` (every file in the folder older than that): the browser or device
   * that opened them is gone, and their parts would otherwise stay on disk for ever. Answers the upload ids removed.
   */
  async sweepAbandoned(idleMs: number, now = Date.now()): Promise<string[]> {
    let uploads: string[];
    try {
      uploads = await readdir(this.uploadsDir);
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
    const removed: string[] = [];
    for (const id of uploads.filter((name) => UPLOAD_ID.test(name))) {
      const dir = join(this.uploadsDir, id);
      const names = await readdir(dir).catch(() => [] as string[]);
      const times = await Promise.all(
        names.map((name) =>
          stat(join(dir, name)).then(
            (s) => s.mtimeMs,
            () => 0,
          ),
        ),
      );
      const lastChange = Math.max((await stat(dir).catch(() => undefined))?.mtimeMs ?? 0, ...times);
      if (now - lastChange <= idleMs) continue;
      await rm(dir, { recursive: true, force: true, maxRetries: 5 });
      removed.push(id);
    }
    if (removed.length > 0) await syncDirectory(this.uploadsDir);
    return removed;
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

  private async openUpload(key: string, uploadId: string): Promise<{ dir: string; record: UploadRecord }> {
    if (!UPLOAD_ID.test(uploadId)) throw uploadNotFound(uploadId);
    const dir = join(this.uploadsDir, uploadId);
    try {
      const record = JSON.parse(await readFile(join(dir, 'upload.json'), 'utf8')) as UploadRecord;
      if (record.key !== key) throw uploadNotFound(uploadId);
      return { dir, record };
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

/** Every whole part of an upload, in part-number order, wherever it is kept. */
async function heldParts(dir: string): Promise<HeldPart[]> {
  const byNumber = new Map<number, HeldPart>();
  for (const part of await inPlaceParts(dir)) byNumber.set(part.partNumber, { ...part, inPlace: true });
  for (const name of await readdir(dir)) {
    const match = PART_FILE.exec(name);
    const stats = match ? await stat(join(dir, name)).catch(() => undefined) : undefined;
    // A part file is written only after any in-place copy of the same part was dropped: it is the newer.
    if (match && stats) {
      const partNumber = Number(match[1]);
      const sha256 = await readFile(join(dir, hashFile(partNumber)), 'utf8').catch(() => undefined);
      byNumber.set(partNumber, { partNumber, size: stats.size, etag: etagOf(stats), inPlace: false, ...(sha256 ? { sha256 } : {}) });
    }
  }
  return [...byNumber.values()].sort((a, b) => a.partNumber - b.partNumber);
}

/** Makes the assembly file the object: cut to its size, flushed, renamed into place. */
async function publishAssembly(assembly: string, size: number, target: string): Promise<void> {
  const handle = await open(assembly, 'r+');
  try {
    await handle.truncate(size);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await mkdir(dirname(target), { recursive: true });
  await rename(assembly, target);
  await syncDirectory(dirname(target));
}

function pickParts(held: HeldPart[], chosen: Array<{ partNumber: number; etag?: string }>): HeldPart[] {
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

async function* concatenate(sources: Array<{ path: string; start: number; size: number }>): ByteStream {
  for (const { path, start, size } of sources) {
    if (size > 0) yield* createReadStream(path, { start, end: start + size - 1, highWaterMark: 1024 * 1024 });
  }
}

async function* toStream(text: string): ByteStream {
  yield Buffer.from(text);
}
