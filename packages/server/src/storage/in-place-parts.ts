import { constants } from 'node:fs';
import { open, readdir, readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ByteStream, UploadedPart } from '@storykeep/core';
import { syncDirectory, writeAtomically } from './atomic-write.js';
import { etagOf } from './disk-files.js';
import { incompleteBody } from './storage-errors.js';
import { writeBody } from './write-body.js';

// Parts of an upload whose part size is known in advance are written straight into one assembly
// file, part n at (n − 1) × partSize, and completing it is a rename: no second copy of the bytes.
// A part counts only once its marker (`part-00001.at`) exists, and the marker is written after the
// part's bytes are on disk and removed before they are overwritten, so a cut-off write is never
// taken for a whole part.

export const ASSEMBLY = 'assembly';
const MARKER = /^part-(\d{5})\.at$/;
const markerFile = (partNumber: number) => `part-${String(partNumber).padStart(5, '0')}.at`;

interface Marker {
  size: number;
  /** The part's hex SHA-256 as received (absent on markers written before it was kept). */
  sha256?: string;
}

export async function writePartInPlace(
  dir: string,
  partNumber: number,
  partSize: number,
  body: ByteStream,
  expectedSize: number,
  sha256: () => string,
): Promise<UploadedPart> {
  const marker = join(dir, markerFile(partNumber));
  await rm(marker, { force: true });
  await syncDirectory(dir);
  const handle = await open(join(dir, ASSEMBLY), constants.O_RDWR | constants.O_CREAT);
  try {
    const size = await writeBody(handle, body, { position: (partNumber - 1) * partSize, limit: Math.min(partSize, expectedSize) });
    if (size !== expectedSize) throw incompleteBody(expectedSize, size);
    await handle.datasync();
  } finally {
    await handle.close();
  }
  await writeAtomically(
    (async function* () {
      yield Buffer.from(JSON.stringify({ size: expectedSize, sha256: sha256() } satisfies Marker));
    })(),
    marker,
    { tmpDir: dir },
  );
  const stats = await stat(marker);
  return { partNumber, size: expectedSize, etag: etagOf({ size: expectedSize, mtimeMs: stats.mtimeMs }), sha256: sha256() };
}

/** The parts held in the assembly file, by their markers. */
export async function inPlaceParts(dir: string): Promise<UploadedPart[]> {
  const parts: UploadedPart[] = [];
  for (const name of await readdir(dir)) {
    const match = MARKER.exec(name);
    if (!match) continue;
    const path = join(dir, name);
    const [text, stats] = await Promise.all([readFile(path, 'utf8').catch(() => undefined), stat(path).catch(() => undefined)]);
    if (!text || !stats) continue;
    const { size, sha256 } = JSON.parse(text) as Marker;
    parts.push({ partNumber: Number(match[1]), size, etag: etagOf({ size, mtimeMs: stats.mtimeMs }), ...(sha256 ? { sha256 } : {}) });
  }
  return parts;
}

export async function dropInPlaceMarker(dir: string, partNumber: number): Promise<void> {
  await rm(join(dir, markerFile(partNumber)), { force: true });
}

/** True when `parts` are exactly 1..n, each a full part but the last: the assembly file is then the object. */
export function assemblyIsWhole(parts: Array<UploadedPart & { inPlace: boolean }>, partSize: number): boolean {
  return parts.every((p, i) => p.inPlace && p.partNumber === i + 1 && (i === parts.length - 1 ? p.size <= partSize : p.size === partSize));
}
