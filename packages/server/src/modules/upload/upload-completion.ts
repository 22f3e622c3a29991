import { createHash } from 'node:crypto';
import type { ObjectStore, UploadedPart } from '@storykeep/core';
import { messages } from '@storykeep/core';
import { sql } from 'kysely';
import { readJsonColumn } from '../../db/json-column.js';
import { UploadPartsColumnSchema } from '../../db/media-tables.schema.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { MediaServices } from '../media-services.types.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { replaceStoryOriginal } from '../pipeline/story-original.js';
import { findUpload, storage } from './upload.service.js';

/** One part as the completion answers it: what the server holds, for the sender to compare with what it sent. */
export interface CompletedPart {
  PartNumber: number;
  Size: number;
  /** Hex SHA-256 of the bytes stored for the part; null only if the store could not tell (never for new uploads). */
  SHA256: string | null;
}

interface StoredPart {
  partNumber: number;
  size: number;
  sha256: string | null;
}

interface CompletionInput {
  key: string;
  uploadId: string;
  /** The parts to join; with Size and SHA256, what the sender sent, checked before anything is joined. */
  parts?: Array<{ PartNumber: number; ETag?: string | undefined; Size?: number | undefined; SHA256?: string | undefined }> | undefined;
  metadata?:
    | {
        sessionId?: string | undefined;
        recordingStart?: Date | undefined;
        recordingStop?: Date | undefined;
        localTimeOffset?: number | undefined;
        mimeType?: string | undefined;
        participantName?: string | undefined;
      }
    | undefined;
}

/** 409: the parts held differ from those the sender names (missing, another size, another hash); nothing was joined. */
const partsMismatch = (numbers: number[]) =>
  new HttpError(409, 'PARTS_MISMATCH', `${messages.uploadPartsMismatch} (part ${numbers.join(', ')})`, 'parts');

const toAnswer = (parts: StoredPart[]): CompletedPart[] => parts.map((p) => ({ PartNumber: p.partNumber, Size: p.size, SHA256: p.sha256 }));

type Wanted = NonNullable<CompletionInput['parts']>[number];

/** The parts named whose held copy is missing or differs in size or hash from what the sender says it sent. */
function differing(wanted: Wanted[], held: Array<Pick<UploadedPart, 'partNumber' | 'size'> & { sha256?: string | null | undefined }>) {
  return wanted
    .filter((w) => {
      const part = held.find((h) => h.partNumber === w.PartNumber);
      if (!part) return true;
      if (w.Size !== undefined && w.Size !== part.size) return true;
      return w.SHA256 !== undefined && part.sha256 != null && w.SHA256 !== part.sha256;
    })
    .map((w) => w.PartNumber);
}

/**
 * The parts the store holds, or null when it cannot list them (an S3 emulator without ListParts) and the sender named
 * its parts by ETag: they are then checked after joining, by hashing the object's ranges.
 */
async function heldParts(store: ObjectStore, input: CompletionInput): Promise<UploadedPart[] | null> {
  try {
    return await storage(store.listParts(input.key, input.uploadId));
  } catch (error) {
    if (error instanceof HttpError || !input.parts?.every((p) => p.ETag)) throw error;
    return null;
  }
}

/** Hashes each part's range of the joined object, for stores that do not report a part's hash (S3 without checksums). */
async function hashStoredParts(store: ObjectStore, key: string, parts: StoredPart[]): Promise<StoredPart[]> {
  let start = 0;
  const hashed: StoredPart[] = [];
  for (const part of parts) {
    const hash = createHash('sha256');
    if (part.size > 0) for await (const chunk of await store.get(key, { start, end: start + part.size - 1 })) hash.update(chunk);
    hashed.push({ ...part, sha256: hash.digest('hex') });
    start += part.size;
  }
  return hashed;
}

/**
 * Joins the parts into the stored file and queues its processing (a call's tracks are mixed first). When the sender
 * names its parts with their sizes and SHA-256 hashes, any part held otherwise (missing, cut short, corrupted on the
 * way) refuses the completion with 409 PARTS_MISMATCH before anything is joined, so the sender can send it again.
 * The answer lists every part's size and SHA-256 as stored: a device deletes its copy only when they match its own.
 */
export async function completeUpload(media: MediaServices, storyId: string, input: CompletionInput) {
  const upload = await findUpload(media, storyId, input.uploadId, input.key);
  if (upload.status === 'aborted') throw notFound('Upload');
  // A repeated completion (its first answer lost on the way) confirms again rather than failing the stream.
  if (upload.status === 'completed') {
    const parts = readJsonColumn(UploadPartsColumnSchema, upload.parts, 'media_uploads.parts');
    return { ok: true as const, key: input.key, size: Number(upload.size ?? 0), parts: toAnswer(parts ?? []) };
  }
  const held = await heldParts(media.store, input);
  if (input.parts && held) {
    const wrong = differing(input.parts, held);
    if (wrong.length > 0) throw partsMismatch(wrong);
  }
  const chosen = held
    ? input.parts
      ? held.filter((h) => input.parts?.some((p) => p.PartNumber === h.partNumber))
      : held
    : // A store that cannot list parts (some S3 emulators): the sender's sizes place each part in the joined object.
      (input.parts ?? []).flatMap((p) => (p.Size === undefined ? [] : [{ partNumber: p.PartNumber, size: p.Size, sha256: undefined }]));
  const info = await storage(
    media.store.completeMultipartUpload(
      input.key,
      input.uploadId,
      input.parts?.map((p) => (p.ETag === undefined ? { partNumber: p.PartNumber } : { partNumber: p.PartNumber, etag: p.ETag })),
    ),
  );
  let parts: StoredPart[] = chosen.map((p) => ({ partNumber: p.partNumber, size: p.size, sha256: p.sha256 ?? null }));
  if (parts.some((p) => p.sha256 === null)) parts = await hashStoredParts(media.store, input.key, parts);
  // Checked again where the store could only hash after joining: a wrong object is dropped, never processed.
  const checkable = held ? input.parts : input.parts?.filter((p) => p.Size !== undefined);
  const wrongAfter = checkable ? differing(checkable, parts) : [];
  const sized = held !== null || parts.length === (input.parts?.length ?? 0);
  if (wrongAfter.length > 0 || (sized && parts.length > 0 && parts.reduce((n, p) => n + p.size, 0) !== info.size)) {
    await media.store.delete(input.key);
    await media.db.updateTable('media_uploads').set({ status: 'aborted' }).where('upload_id', '=', input.uploadId).execute();
    throw partsMismatch(wrongAfter.length > 0 ? wrongAfter : parts.map((p) => p.partNumber));
  }
  const meta = input.metadata ?? {};
  await media.db
    .updateTable('media_uploads')
    .set({
      status: 'completed',
      size: info.size,
      parts_count: parts.length,
      parts: JSON.stringify(parts),
      completed_at: sql`now()`,
      ...(meta.mimeType ? { mime_type: meta.mimeType } : {}),
      ...(meta.participantName ? { participant_name: meta.participantName } : {}),
      ...(meta.sessionId ? { session_id: meta.sessionId } : {}),
      ...(meta.recordingStart ? { recording_start: meta.recordingStart } : {}),
      ...(meta.recordingStop ? { recording_stop: meta.recordingStop } : {}),
      ...(meta.localTimeOffset !== undefined ? { local_time_offset: meta.localTimeOffset } : {}),
    } as never)
    .where('upload_id', '=', input.uploadId)
    .execute();
  if (upload.kind === 'stream') {
    await media.jobs.enqueue(
      JOB_TYPES.mixLocalTracks,
      { storyId },
      { storyId, dedupeKey: `mix:${storyId}`, runAt: new Date(Date.now() + media.mixDelayMs) },
    );
  } else {
    await replaceStoryOriginal(media.db, storyId, { key: input.key, size: info.size, mimeType: upload.mime_type });
    await media.jobs.enqueue(JOB_TYPES.processMedia, { storyId }, { storyId, dedupeKey: `process:${storyId}` });
  }
  return { ok: true as const, key: input.key, size: info.size, parts: toAnswer(parts) };
}
