import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { PhoneLegDataSchema, phoneParticipantName } from '@storykeep/core';
import { sql } from 'kysely';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import type { MediaServices } from '../media-services.types.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { mediaKeys, storeFile } from '../pipeline/pipeline-deps.js';
import { unpackIndividualArchive } from './vonage-archive-zip.js';
import { type VonageArchive, type VonageSettings, VonageVideo } from './vonage-video.js';

/** Brings a finished Vonage archive into its room's story. */
export const VONAGE_ARCHIVE_JOB = 'vonage.archive';

export interface VonageArchivePayload {
  archiveId: string;
}

// Still being made: Vonage reports it again when it is ready, and the job's retries look again meanwhile.
const UNFINISHED = new Set(['started', 'stopped', 'paused']);

/**
 * Who a participant's stream records, from the connection data the server put in their client token; a telephone
 * participant's leg (dial-in) carries `phone`, the caller's number, and is named by its last digits only, so the
 * story's speakers and transcript never hold a whole telephone number.
 */
function participantOf(connectionData: string | undefined): { participantId: string | null; name: string | null } {
  try {
    const data = JSON.parse(connectionData ?? '') as { participantId?: unknown; name?: unknown };
    const phoneLeg = PhoneLegDataSchema.safeParse(data);
    if (phoneLeg.success) return { participantId: null, name: phoneParticipantName(phoneLeg.data.phone) };
    return {
      participantId: typeof data.participantId === 'string' ? data.participantId : null,
      name: typeof data.name === 'string' && data.name.trim() ? data.name.trim() : null,
    };
  } catch {
    return { participantId: null, name: null };
  }
}

async function download(url: string, path: string, signal: AbortSignal): Promise<void> {
  const response = await fetch(url, { signal });
  if (!response.ok || !response.body) throw new Error(`The archive download answered ${response.status}`);
  await pipeline(Readable.fromWeb(response.body as WebReadableStream), createWriteStream(path));
}

/**
 * The archive job: asks Vonage for the archive (its status and download address come from Vonage itself, never from
 * the callback's body), finds the room by its Vonage session, downloads the individual-stream ZIP and stores each
 * participant's file as a completed track of the story, placed on the time line by the manifest's offsets from the
 * archive's start and named by the participant's connection data. Then the story's tracks are mixed and transcribed
 * per speaker as for tracks recorded on the participants' devices (a device's track wins over the archive's of the same
 * participant). Storing is idempotent per archive and stream, so a retried job never doubles a track.
 */
export function vonageArchiveJob(media: MediaServices, settings: VonageSettings | undefined): JobHandler<VonageArchivePayload> {
  const vonage = settings ? new VonageVideo(settings) : undefined;
  return async ({ archiveId }, { signal, queue }) => {
    if (!vonage) throw new PermanentJobError('Vonage Video is not configured on this server');
    let archive: VonageArchive;
    try {
      archive = await vonage.getArchive(archiveId);
    } catch (error) {
      if (/not found/i.test(error instanceof Error ? error.message : '')) throw new PermanentJobError(`No Vonage archive ${archiveId}`);
      throw error;
    }
    if (UNFINISHED.has(archive.status)) throw new Error(`The archive is still ${archive.status}`);
    if (archive.status !== 'available' || !archive.url)
      throw new PermanentJobError(`The archive is ${archive.status}: there is nothing to download`);
    if (archive.outputMode !== 'individual') throw new PermanentJobError('Only individual-stream archives are brought into stories');
    const room = await media.db
      .selectFrom('rooms')
      .select(['id', 'story_id'])
      .where('vonage_session_id', '=', archive.sessionId)
      .executeTakeFirst();
    if (!room) throw new PermanentJobError('No room holds the archive’s session (the story may have been deleted)');
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-vonage-'));
    try {
      const zip = join(dir, 'archive.zip');
      await download(archive.url, zip, signal);
      const tracksDir = await mkdtemp(join(dir, 'tracks-'));
      const { manifest, files } = await unpackIndividualArchive(zip, tracksDir);
      let stored = 0;
      for (const { entry, path, size } of files) {
        const uploadId = `vonage-${archiveId}-${entry.streamId}`.slice(0, 400);
        const known = await media.db.selectFrom('media_uploads').select('upload_id').where('upload_id', '=', uploadId).executeTakeFirst();
        if (known) continue;
        const who = participantOf(entry.connectionData);
        const participant = who.participantId
          ? await media.db
              .selectFrom('room_participants')
              .select(['user_id'])
              .where('id', '=', who.participantId)
              .where('room_id', '=', room.id)
              .executeTakeFirst()
          : undefined;
        const extension = extname(entry.filename).slice(1).toLowerCase() || 'webm';
        const key = mediaKeys.stream(room.story_id, `vonage-${entry.streamId.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100)}`, extension);
        await storeFile(media.store, key, path);
        await media.db
          .insertInto('media_uploads')
          .values({
            upload_id: uploadId,
            story_id: room.story_id,
            object_key: key,
            kind: 'stream',
            source: 'vonage_archive',
            stream_id: entry.streamId,
            session_id: archiveId,
            user_id: participant?.user_id ?? null,
            mime_type: extension === 'webm' ? 'video/webm' : extension === 'mp4' ? 'video/mp4' : null,
            media_kind: 'video',
            participant_name: who.name,
            recording_start: new Date(manifest.createdAt + entry.startTimeOffset),
            recording_stop: new Date(manifest.createdAt + entry.stopTimeOffset),
            local_time_offset: 0,
            status: 'completed',
            size,
            completed_at: sql<Date>`now()`,
          } as never)
          .onConflict((oc) => oc.column('upload_id').doNothing())
          .execute();
        stored += 1;
      }
      // Also when every track was stored before: a mix that failed after the first try still gets its new run.
      if (files.length > 0)
        await queue.enqueue(
          JOB_TYPES.mixLocalTracks,
          { storyId: room.story_id },
          { storyId: room.story_id, dedupeKey: `mix:${room.story_id}` },
        );
      return { storyId: room.story_id, tracks: files.length, stored };
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
