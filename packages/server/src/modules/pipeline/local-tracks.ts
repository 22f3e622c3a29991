import { exportedFileName } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { trackDelays } from '../../media/mix-tracks.js';
import { tracksToUse } from './call-tracks.js';
import { speakerNames } from './speaker-names.js';

/** One participant's completed local recording, with who it records and where it sits on the mixed time line. */
export interface LocalTrackRecord {
  objectKey: string;
  streamId: string | null;
  sessionId: string | null;
  mediaKind: string | null;
  mimeType: string | null;
  speaker: string;
  recordingStart: Date | null;
  recordingStop: Date | null;
  localTimeOffset: number;
  /** Seconds after the earliest track's start, on the server's clock. */
  offsetSeconds: number;
}

/**
 * The story's completed participant tracks in order of their start (Vonage's archive of a participant only where their
 * device brought nothing), named and placed as the mix places them.
 */
export async function completedLocalTracks(db: Kysely<DB>, storyId: string): Promise<LocalTrackRecord[]> {
  const rows = await db
    .selectFrom('media_uploads as u')
    .leftJoin('users', 'users.id', 'u.user_id')
    .select([
      'u.object_key',
      'u.stream_id',
      'u.session_id',
      'u.media_kind',
      'u.mime_type',
      'u.recording_start',
      'u.recording_stop',
      'u.local_time_offset',
      'u.user_id',
      'u.participant_name',
      'u.source',
      'users.full_name',
    ])
    .where('u.story_id', '=', storyId)
    .where('u.kind', '=', 'stream')
    .where('u.status', '=', 'completed')
    .orderBy('u.recording_start')
    .orderBy('u.upload_id')
    .execute()
    .then(tracksToUse);
  if (rows.length === 0) return [];
  const names = speakerNames(rows);
  const delays = trackDelays(
    rows.map((r) => ({ recordingStart: r.recording_start?.getTime() ?? 0, localTimeOffset: r.local_time_offset })),
  );
  return rows.map((r, i) => ({
    objectKey: r.object_key,
    streamId: r.stream_id,
    sessionId: r.session_id,
    mediaKind: r.media_kind,
    mimeType: r.mime_type,
    speaker: names[i] ?? `Participant ${i + 1}`,
    recordingStart: r.recording_start,
    recordingStop: r.recording_stop,
    localTimeOffset: r.local_time_offset,
    offsetSeconds: delays[i] ?? 0,
  }));
}

const extensionOf = (key: string) => key.slice(key.lastIndexOf('.') + 1);

/** A track's file name in downloads and exports: its place and its speaker (`01_rose_miller.webm`). */
export const localTrackFileName = (index: number, track: Pick<LocalTrackRecord, 'speaker' | 'objectKey'>) =>
  `${String(index + 1).padStart(2, '0')}_${exportedFileName(track.speaker)}.${extensionOf(track.objectKey)}`;

/** What a transcript made from these tracks heard, as stored beside it: the tracks' keys in order. */
export const audioInputsOf = (tracks: Pick<LocalTrackRecord, 'objectKey'>[]): string => JSON.stringify(tracks.map((t) => t.objectKey));
