import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { canReplaceOriginal, UPLOAD_PART_SIZE_BYTES, uploadPartCount } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { bearerToken } from '../../http/actor.js';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.js';
import { isObjectKey } from '../../storage/object-key.js';
import { StorageError } from '../../storage/storage-errors.js';
import { requireProject, requireStory, storyAccessRef } from '../access.js';
import { requireFoldersInProject } from '../folders/folders-in-project.js';
import type { MediaServices } from '../media-services.types.js';
import { extensionFor, mediaKeys } from '../pipeline/pipeline-deps.js';
import { requireUploadTicket } from '../projects/ticket.service.js';
import { missingStoryAnswer, requireRecordingStory, requireUploaderStillAllowed } from './upload-access.js';
import { LOCAL_PART_MAX_BYTES, requireRoom } from './upload-limits.js';

/** Signed part URLs of a file upload stay valid this long: every part is signed at once, for a large file on a slow line. */
export const PART_URL_SECONDS = 24 * 60 * 60;
/** A local recording asks each part's address just before sending it, and a form upload's just before posting. */
export const STREAM_URL_SECONDS = 60 * 60;

export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Storage failures as API errors (unknown upload → 404, bad part list → 400). */
export async function storage<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StorageError) throw new HttpError(error.status, error.code.toUpperCase(), error.message);
    throw error;
  }
}

interface StartStoryInput {
  project: string;
  folders?: string[] | undefined;
  title?: string | undefined;
  file_name?: string | undefined;
  type?: 'local' | 'cloud' | undefined;
  ticket?: string | undefined;
}

/** Where a new story goes: a project the caller sees, or the project and folder of an upload ticket they redeemed. */
async function storyPlace(context: AppContext, actor: Actor, body: StartStoryInput) {
  if (body.ticket === undefined) {
    const project = await requireProject(context, actor, body.project, 'see');
    return { projectId: project.id, organizationId: project.organization_id, folders: body.folders ?? [], ticketId: null };
  }
  const ticket = await requireUploadTicket(context, actor, body.ticket);
  if (ticket.project_id !== body.project) throw badRequest('The ticket is for another project', 'project');
  if (body.folders?.length) throw badRequest('An upload ticket files its stories itself: leave folders out', 'folders');
  const folders = ticket.folder_id ? [ticket.folder_id] : [];
  return { projectId: ticket.project_id, organizationId: ticket.organization_id, folders, ticketId: ticket.id };
}

/** `POST /stories/start`: a new story in a project the caller sees (or asked for by their upload ticket), ready to receive its media. */
export async function startStory(context: AppContext, actor: Actor, body: StartStoryInput) {
  const place = await storyPlace(context, actor, body);
  // Checked before the story is made, so a refused folder leaves nothing behind.
  const folders = await requireFoldersInProject(context, place.projectId, place.folders, 'folders');
  const id = randomUUID();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('stories')
      .values({
        id,
        project_id: place.projectId,
        organization_id: place.organizationId,
        creator_id: actor.userId,
        title: body.title ?? body.file_name?.replace(/\.[^.]+$/, '') ?? '',
        type: body.type ?? null,
        record_date: context.now(),
        ticket_id: place.ticketId,
      } as never)
      .execute();
    if (folders.length > 0) {
      await trx
        .insertInto('folder_stories')
        .values(folders.map((folderId) => ({ folder_id: folderId, story_id: id })))
        .execute();
    }
  });
  return { storyId: id, _id: id };
}

/** `GET /stories/{id}/upload-config`: a multipart upload for the story's file and a signed URL per part. */
export async function uploadConfig(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  query: { type: string; numUploadParts: number; size?: number | undefined },
) {
  const story = await requireStory(context, actor, storyId, 'see');
  // Core's rule: whoever sees the story sends its first recording; replacing one is for the project's managers, and
  // the replacement goes under a key of its own, so the previous original is kept (story_previous_originals).
  const sent = await context.db.selectFrom('story_media').select('original_key').where('story_id', '=', storyId).executeTakeFirst();
  const hasMedia = Boolean(sent?.original_key);
  if (!canReplaceOriginal(actor, storyAccessRef(story), hasMedia))
    throw forbidden('Only the project’s managers can replace this story’s recording');
  const lengths = query.size === undefined ? undefined : partLengths(query.size, query.numUploadParts);
  await requireRoom(context.db, media.limits, story.organization_id, query.size ?? 0);
  const key = hasMedia
    ? mediaKeys.replacementOriginal(storyId, randomUUID(), extensionFor(query.type))
    : mediaKeys.original(storyId, extensionFor(query.type));
  // Browsers cut files into parts of UPLOAD_PART_SIZE (50 MB); the store then assembles them without a copy.
  const { uploadId } = await media.store.createMultipartUpload(key, { partSize: UPLOAD_PART_SIZE_BYTES });
  await media.db
    .insertInto('media_uploads')
    .values({ upload_id: uploadId, story_id: storyId, object_key: key, kind: 'file', mime_type: query.type, user_id: actor.userId })
    .execute();
  const Parts = [];
  for (let n = 1; n <= query.numUploadParts; n++) {
    Parts.push({
      PartNumber: n,
      // Each address carries its part's byte cap (its exact length when the file's size is known).
      signedUrl: await media.store.signUrl(key, {
        method: 'PUT',
        expiresIn: PART_URL_SECONDS,
        part: { uploadId, partNumber: n },
        ...(lengths ? { exactBytes: lengths[n - 1] as number } : { maxBytes: UPLOAD_PART_SIZE_BYTES }),
      }),
    });
  }
  return { Parts, Key: key, UploadId: uploadId };
}

/** Each part's length when a file of `size` bytes is cut into parts of UPLOAD_PART_SIZE; 400 when the count disagrees. */
function partLengths(size: number, count: number): number[] {
  const expected = uploadPartCount(size);
  if (count !== expected) throw badRequest(`A file of ${size} bytes is sent in ${expected} parts`, 'numUploadParts');
  return Array.from({ length: count }, (_, i) => Math.min(UPLOAD_PART_SIZE_BYTES, size - i * UPLOAD_PART_SIZE_BYTES));
}

/**
 * The upload row behind (story, uploadId, key): 410 STORY_DELETED when its story was deleted on purpose (the row went
 * with it), 404 when they do not match.
 */
export async function findUpload(media: MediaServices, storyId: string, uploadId: string, key: string) {
  const row = await media.db
    .selectFrom('media_uploads')
    .selectAll()
    .where('upload_id', '=', uploadId)
    .where('story_id', '=', storyId)
    .where('object_key', '=', key)
    .executeTakeFirst();
  if (row) return row;
  const story = await media.db.selectFrom('stories').select('id').where('id', '=', storyId).executeTakeFirst();
  throw story ? notFound('Upload') : await missingStoryAnswer(media.db, storyId);
}

/**
 * Lets a call through when the caller sees the story, or holds the upload token of this very upload (a participant's
 * browser uploading its local recording) and the account that opened it still reaches the story (403 otherwise).
 */
export async function authorizeUpload(
  context: AppContext,
  actor: Actor | undefined,
  authorization: string | undefined,
  storyId: string,
  upload: { token_hash: string | null; user_id: string | null; story_id: string },
): Promise<void> {
  const token = bearerToken(authorization) ?? authorization?.trim();
  if (token && upload.token_hash && hashUploadToken(token) === upload.token_hash) return requireUploaderStillAllowed(context.db, upload);
  if (!actor) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first');
  await requireRecordingStory(context.db, actor, storyId);
}

export async function uploadedParts(media: MediaServices, key: string, uploadId: string) {
  const parts = await storage(media.store.listParts(key, uploadId));
  return { Parts: parts.map((p) => ({ PartNumber: p.partNumber, Size: p.size, ETag: p.etag })) };
}

/** Drops an upload and every part it received. */
export async function abortUpload(media: MediaServices, storyId: string, key: string, uploadId: string) {
  const upload = await findUpload(media, storyId, uploadId, key);
  if (upload.status === 'completed') throw badRequest('This upload is already complete', 'uploadId');
  if (upload.status === 'uploading') await storage(media.store.abortMultipartUpload(key, uploadId));
  await media.db.updateTable('media_uploads').set({ status: 'aborted' }).where('upload_id', '=', uploadId).execute();
  return { ok: true as const };
}

/** Who records a stream: a signed-in account, or a call guest admitted by the token their join gave them. */
export type Uploader = { userId: string; name?: undefined } | { userId: null; name: string };

/**
 * The uploader of a local recording on `storyId`: the signed-in actor if they see the story, else a call guest the
 * rooms module admits by `authorization`. A story deleted on purpose answers 410 STORY_DELETED (the only answer on
 * which the browser drops its recording); one the actor no longer reaches, 403 (see upload-access.ts).
 */
export async function requireUploader(
  context: AppContext,
  actor: Actor | undefined,
  authorization: string | undefined,
  storyId: string,
): Promise<Uploader & { organizationId: string }> {
  if (actor) {
    const story = await requireRecordingStory(context.db, actor, storyId);
    return { userId: actor.userId, organizationId: story.organization_id };
  }
  const token = bearerToken(authorization);
  if (!token || !context.recordingGuests) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first');
  const story = await context.db.selectFrom('stories').select(['id', 'organization_id']).where('id', '=', storyId).executeTakeFirst();
  if (!story) throw await missingStoryAnswer(context.db, storyId);
  const guest = await context.recordingGuests.guestFor(token, storyId);
  if (!guest) throw new HttpError(401, 'UNAUTHORIZED', 'Sign in first');
  return { userId: null, name: guest.name, organizationId: story.organization_id };
}

/** `POST /stories/{id}/media/upload/new`: a multipart upload for one local-recording stream, with its own upload token. */
export async function newStream(
  media: MediaServices,
  uploader: Uploader & { organizationId: string },
  storyId: string,
  body: {
    type: 'audio' | 'video';
    streamId: string;
    recordingStart: Date;
    localTimeOffset: number;
    sessionId?: string | undefined;
    mimeType?: string | undefined;
    participantName?: string | undefined;
  },
) {
  await requireRoom(media.db, media.limits, uploader.organizationId);
  const mimeType = body.mimeType ?? (body.type === 'audio' ? 'audio/webm' : 'video/webm');
  // Named by the server, never by the device's stream id: a participant who learns another's stream id cannot aim
  // their upload at that track's object.
  const key = mediaKeys.stream(storyId, serverTrackId(), extensionFor(mimeType));
  const { uploadId } = await media.store.createMultipartUpload(key);
  const token = randomBytes(24).toString('base64url');
  await media.db
    .insertInto('media_uploads')
    .values({
      upload_id: uploadId,
      story_id: storyId,
      object_key: key,
      kind: 'stream',
      stream_id: body.streamId,
      session_id: body.sessionId ?? null,
      user_id: uploader.userId,
      media_kind: body.type,
      mime_type: mimeType,
      token_hash: hashUploadToken(token),
      recording_start: body.recordingStart,
      local_time_offset: body.localTimeOffset,
      participant_name: body.participantName ?? uploader.name ?? null,
    })
    .execute();
  return { key, uploadId, token };
}

/** A stream object's name, made by the server: random, so no client picks or guesses another's key. */
export const serverTrackId = () => `t${randomBytes(12).toString('hex')}`;

/**
 * `GET /stories/{id}/media/upload/next`: the signed URL for one more part of a stream, capped at the size the device
 * names (its exact length) or at LOCAL_PART_MAX_BYTES. A completed
 * upload's addresses are no longer given (409), and none once the organization's storage is full (413).
 */
export async function nextPartUrl(
  media: MediaServices,
  upload: { object_key: string; upload_id: string; story_id: string; status: string },
  part: { partNumber: number; size?: number | undefined },
) {
  if (upload.status === 'completed') throw new HttpError(409, 'ALREADY_UPLOADED', 'This upload is complete: it takes no more parts');
  if (upload.status !== 'uploading') throw notFound('Upload');
  const story = await media.db.selectFrom('stories').select('organization_id').where('id', '=', upload.story_id).executeTakeFirstOrThrow();
  await requireRoom(media.db, media.limits, story.organization_id, part.size ?? 0);
  const partUrl = await media.store.signUrl(upload.object_key, {
    method: 'PUT',
    expiresIn: STREAM_URL_SECONDS,
    part: { uploadId: upload.upload_id, partNumber: part.partNumber },
    ...(part.size === undefined ? { maxBytes: LOCAL_PART_MAX_BYTES } : { exactBytes: part.size }),
  });
  return { partUrl };
}

/** An upload still receiving parts, which story deletion aborts. */
export interface OpenUpload {
  upload_id: string;
  object_key: string;
}

/** The story's uploads still receiving parts; read before its row goes, since their rows go with it. */
export function openUploadsOf(media: MediaServices, storyId: string): Promise<OpenUpload[]> {
  return media.db
    .selectFrom('media_uploads')
    .select(['upload_id', 'object_key'])
    .where('story_id', '=', storyId)
    .where('status', '=', 'uploading')
    .execute();
}

/**
 * Everything stored for a story: in-flight uploads aborted (their parts dropped), every object under
 * `stories/<id>/` deleted (story deletion). Pass `open` when the story's rows are already gone.
 */
export async function deleteStoryMedia(media: MediaServices, storyId: string, open?: OpenUpload[]): Promise<void> {
  // A story id is one key segment: anything else could widen the prefix to other stories' media.
  if (!isObjectKey(storyId) || storyId.includes('/')) throw badRequest('Not a story id', 'id');
  for (const upload of open ?? (await openUploadsOf(media, storyId))) {
    // Only this story's keys: an upload row naming another key is left alone.
    if (!upload.object_key.startsWith(`stories/${storyId}/`)) continue;
    await media.store.abortMultipartUpload(upload.object_key, upload.upload_id).catch(() => undefined);
  }
  for (const object of await media.store.list(`stories/${storyId}/`)) await media.store.delete(object.key);
}
