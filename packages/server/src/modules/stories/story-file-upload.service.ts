import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { StoryFile, StoryFileAddRequest, StoryFileUploadRequest, StoryFileUploadResponse } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { requireRoom } from '../upload/upload-limits.js';
import { mayDeleteFiles, toFile } from './story-file.service.js';
import { STORY_FILE_SWEEP_JOB, UNCONFIRMED_STORY_FILE_TTL_MS } from './story-file-sweep.job.js';

/** How long the upload address of a story file stays valid: long enough for a slow connection, then gone. */
export const STORY_FILE_UPLOAD_SECONDS = 60 * 60;
/** How long a download link lasts: it is asked for at the click, so minutes are plenty. */
export const STORY_FILE_DOWNLOAD_SECONDS = 5 * 60;

/**
 * The file's bytes live beside the story's media under a key of the file's id alone: no extension, so every store
 * serves them as plain bytes, and the person's file name travels only in the signed download link's disposition.
 */
export const storyFileKey = (storyId: string, fileId: string) => `stories/${storyId}/files/${fileId}`;

/**
 * Where a story file's bytes arrive, apart from where they are kept: confirming moves them to `storyFileKey`, a key no
 * write address was ever signed for, so the upload address cannot replace a confirmed file (a signed release form)
 * however long it has left to live, on any store.
 */
export const storyFileUploadKey = (storyId: string, fileId: string) => `stories/${storyId}/files/${fileId}.incoming`;

/** `POST /stories/{id}/files/upload`: records the file as not yet uploaded and hands out a PUT address bound to its type. */
export async function openStoryFileUpload(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  input: StoryFileUploadRequest,
): Promise<StoryFileUploadResponse> {
  const story = await requireStory(context, actor, storyId, 'see');
  await requireRoom(context.db, media.limits, story.organization_id, input.size);
  const id = randomUUID();
  const row = await insertStoryFile(context, storyId, id, input, input.size, false);
  // If the bytes never arrive (the tab closed, the connection dropped), the file is swept when its time is up.
  await media.jobs.enqueue(
    STORY_FILE_SWEEP_JOB,
    { fileId: id },
    { runAt: new Date(context.now().getTime() + UNCONFIRMED_STORY_FILE_TTL_MS), dedupeKey: `story-file-sweep:${id}` },
  );
  // The address takes the announced type and exactly the announced size (a longer body is cut off with 413).
  const url = await media.store.signUrl(storyFileUploadKey(storyId, id), {
    method: 'PUT',
    expiresIn: STORY_FILE_UPLOAD_SECONDS,
    contentType: input.content_type,
    exactBytes: input.size,
  });
  return { file: toFile(row), url, headers: { 'Content-Type': input.content_type } };
}

/**
 * `POST /stories/{id}/add_file`: a document sent whole (base64), stored and listed at once like a confirmed upload;
 * anyone who sees the story may attach one.
 */
export async function addStoryFile(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  input: StoryFileAddRequest,
): Promise<StoryFile> {
  const story = await requireStory(context, actor, storyId, 'see');
  const bytes = Buffer.from(input.data, 'base64');
  await requireRoom(context.db, media.limits, story.organization_id, bytes.length);
  const id = randomUUID();
  const key = storyFileKey(storyId, id);
  await media.store.put(key, Readable.from([bytes]), { contentType: input.content_type, expectedSize: bytes.length });
  const row = await insertStoryFile(context, storyId, id, input, bytes.length, true);
  return toFile(row, mayDeleteFiles(actor, story));
}

async function findFile(context: AppContext, storyId: string, fileId: string) {
  const row = await context.db
    .selectFrom('story_files')
    .selectAll()
    .where('id', '=', fileId)
    .where('story_id', '=', storyId)
    .executeTakeFirst();
  if (!row) throw notFound('File');
  return row;
}

/**
 * `POST /stories/{id}/files/{fileId}/complete`: lists the file once its bytes are stored and are exactly as many as
 * announced; bytes of another length are deleted and the file stays unlisted.
 */
export async function completeStoryFileUpload(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  fileId: string,
): Promise<StoryFile> {
  const story = await requireStory(context, actor, storyId, 'see');
  const canDelete = mayDeleteFiles(actor, story);
  const row = await findFile(context, storyId, fileId);
  if (!row.object_key) throw notFound('File');
  if (row.uploaded) return toFile(row, canDelete);
  const incoming = storyFileUploadKey(storyId, fileId);
  const info = await media.store.stat(incoming);
  if (!info) throw conflict('The file has not been received yet', 'fileId');
  if (info.size !== row.size) {
    await media.store.delete(incoming);
    throw badRequest(`The file received has ${info.size} bytes, not the ${row.size} announced`, 'size');
  }
  // Moved where no address can write: from now on the upload address only ever reaches the (then empty) incoming key.
  await media.store.put(row.object_key, await media.store.get(incoming), { contentType: info.contentType, expectedSize: info.size });
  await media.store.delete(incoming);
  const done = await context.db
    .updateTable('story_files')
    .set({ uploaded: true })
    .where('id', '=', fileId)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toFile(done, canDelete);
}

/** `GET /stories/{id}/files/{fileId}/download`: a signed link to this one key, expiring soon, served as an attachment. */
export async function storyFileDownloadUrl(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  fileId: string,
): Promise<{ url: string }> {
  await requireStory(context, actor, storyId, 'see');
  const row = await findFile(context, storyId, fileId);
  if (!row.uploaded || !row.object_key) throw notFound('File');
  const fileName = row.file_name ?? 'file';
  return { url: await media.store.signUrl(row.object_key, { method: 'GET', expiresIn: STORY_FILE_DOWNLOAD_SECONDS, fileName }) };
}

/** `DELETE /stories/{id}/files/{fileId}`: the file and its bytes; removing a release form is a manager's decision. */
export async function deleteStoryFile(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  fileId: string,
): Promise<{ ok: true }> {
  await requireStory(context, actor, storyId, 'manage');
  const row = await findFile(context, storyId, fileId);
  await context.db.deleteFrom('story_files').where('id', '=', fileId).execute();
  if (row.object_key) await media.store.delete(row.object_key);
  return { ok: true };
}

/** One story file's row: an upload still to arrive (`uploaded` false) or a document stored whole. */
function insertStoryFile(
  context: AppContext,
  storyId: string,
  id: string,
  input: Pick<StoryFileAddRequest, 'title' | 'description' | 'release_form' | 'file_name' | 'content_type'>,
  size: number,
  uploaded: boolean,
) {
  return context.db
    .insertInto('story_files')
    .values({
      id,
      story_id: storyId,
      title: input.title,
      description: input.description ?? '',
      url: null,
      release_form: input.release_form ?? false,
      created_at: context.now(),
      object_key: storyFileKey(storyId, id),
      file_name: input.file_name,
      content_type: input.content_type,
      size,
      uploaded,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
