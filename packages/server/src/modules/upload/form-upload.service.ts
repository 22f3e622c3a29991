import { randomBytes } from 'node:crypto';
import type { ObjectInfo } from '@storykeep/core';
import { sql } from 'kysely';
import { notFound } from '../../http/errors.js';
import type { MediaServices } from '../media-services.types.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { extensionFor, mediaKeys } from '../pipeline/pipeline-deps.js';
import { STREAM_URL_SECONDS, serverTrackId, type Uploader } from './upload.service.js';
import { missingStoryAnswer } from './upload-access.js';
import { FORM_UPLOAD_MAX_BYTES, requireRoom } from './upload-limits.js';

/**
 * `GET /stories/{id}/media/upload-url`: where a browser posts a whole local recording as a form (the simple form of
 * local recording), and the fields to send with it. The address is for one upload row and one object the server
 * names, takes at most the size the device names (FORM_UPLOAD_MAX_BYTES without one), and only once.
 */
export async function formUploadUrl(
  media: MediaServices,
  uploader: Uploader & { organizationId: string },
  storyId: string,
  query: { streamId: string; mimeType?: string | undefined; participantName?: string | undefined; size?: number | undefined },
) {
  await requireRoom(media.db, media.limits, uploader.organizationId, query.size ?? 0);
  const mimeType = query.mimeType ?? 'video/webm';
  const key = mediaKeys.stream(storyId, serverTrackId(), extensionFor(mimeType));
  const uploadId = `form-${randomBytes(16).toString('hex')}`;
  await media.db
    .insertInto('media_uploads')
    .values({
      upload_id: uploadId,
      story_id: storyId,
      object_key: key,
      kind: 'stream',
      stream_id: query.streamId,
      user_id: uploader.userId,
      mime_type: mimeType,
      media_kind: mimeType.startsWith('audio') ? 'audio' : 'video',
      participant_name: query.participantName ?? uploader.name ?? null,
    })
    .execute();
  const url = media.signer.sign(key, {
    method: 'POST',
    expiresIn: STREAM_URL_SECONDS,
    maxBytes: query.size ?? FORM_UPLOAD_MAX_BYTES,
    ref: uploadId,
  });
  return { url, fields: { key, storyId, streamId: query.streamId } };
}

const instant = (value: string | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/**
 * After a form upload is stored: record the recording's timing, size and SHA-256 on the upload row its address was
 * signed for, and queue the mix (404 when the story is gone meanwhile: the object is removed again).
 */
export function recordFormUpload(media: MediaServices) {
  return async (key: string, fields: Record<string, string>, info: ObjectInfo, ref?: string): Promise<void> => {
    const upload = await media.db
      .selectFrom('media_uploads')
      .select(['upload_id', 'story_id'])
      .where('object_key', '=', key)
      .where('kind', '=', 'stream')
      .$if(ref !== undefined, (q) => q.where('upload_id', '=', ref as string))
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!upload) {
      // Its row went with its story: 410 STORY_DELETED when the story was deleted on purpose, 404 otherwise.
      const storyId = /^stories\/([^/]+)\//.exec(key)?.[1];
      throw storyId ? await missingStoryAnswer(media.db, storyId) : notFound('Story');
    }
    const start = instant(fields.recordingStart ?? fields.recordingStartTime);
    const stop = instant(fields.recordingStop ?? fields.recordingStopTime);
    const offset = Number(fields.localTimeOffset);
    await media.db
      .updateTable('media_uploads')
      .set({
        status: 'completed',
        size: info.size,
        parts_count: 1,
        sha256: info.sha256 ?? null,
        completed_at: sql`now()`,
        ...(start ? { recording_start: start } : {}),
        ...(stop ? { recording_stop: stop } : {}),
        ...(Number.isFinite(offset) ? { local_time_offset: offset } : {}),
        ...(fields.sessionId ? { session_id: fields.sessionId } : {}),
      } as never)
      .where('upload_id', '=', upload.upload_id)
      .execute();
    await media.jobs.enqueue(
      JOB_TYPES.mixLocalTracks,
      { storyId: upload.story_id },
      { storyId: upload.story_id, dedupeKey: `mix:${upload.story_id}`, runAt: new Date(Date.now() + media.mixDelayMs) },
    );
  };
}
