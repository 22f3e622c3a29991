import { randomBytes } from 'node:crypto';
import type { ObjectInfo } from '@storykeep/core';
import { sql } from 'kysely';
import { notFound } from '../../http/errors.js';
import { JOB_TYPES } from '../../jobs/async-operations.js';
import { extensionFor, mediaKeys } from '../../jobs/pipeline/pipeline-deps.js';
import type { MediaServices } from './media-services.js';
import { PART_URL_SECONDS, type Uploader } from './upload.service.js';

/**
 * `GET /stories/{id}/media/upload-url`: where a browser posts a whole local recording as a form
 * (the simple form of local recording), and the fields to send with it.
 */
export async function formUploadUrl(
  media: MediaServices,
  uploader: Uploader,
  storyId: string,
  query: { streamId: string; mimeType?: string | undefined; participantName?: string | undefined },
) {
  const mimeType = query.mimeType ?? 'video/webm';
  const safeStream = query.streamId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100) || 'stream';
  const key = mediaKeys.stream(storyId, safeStream, extensionFor(mimeType));
  await media.db
    .insertInto('media_uploads')
    .values({
      upload_id: `form-${randomBytes(16).toString('hex')}`,
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
  const url = await media.store.signUrl(key, { method: 'POST', expiresIn: PART_URL_SECONDS });
  return { url, fields: { key, storyId, streamId: query.streamId } };
}

const instant = (value: string | undefined): Date | undefined => {
  if (!value) return undefined;
  const date = /^\d+$/.test(value) ? new Date(Number(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
};

/** After a form upload is stored: record the recording's timing and queue the mix (404 when the story is gone). */
export function recordFormUpload(media: MediaServices) {
  return async (key: string, fields: Record<string, string>, info: ObjectInfo): Promise<void> => {
    const upload = await media.db
      .selectFrom('media_uploads')
      .select(['upload_id', 'story_id'])
      .where('object_key', '=', key)
      .where('kind', '=', 'stream')
      .orderBy('created_at', 'desc')
      .executeTakeFirst();
    if (!upload) throw notFound('Story');
    const start = instant(fields.recordingStart ?? fields.recordingStartTime);
    const stop = instant(fields.recordingStop ?? fields.recordingStopTime);
    const offset = Number(fields.localTimeOffset);
    await media.db
      .updateTable('media_uploads')
      .set({
        status: 'completed',
        size: info.size,
        parts_count: 1,
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
