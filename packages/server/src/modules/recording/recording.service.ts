import {
  canChooseRecordedVideo,
  isVideoChosen,
  type LayoutChange,
  type LocalRecordingStreamState,
  type RecordedParticipant,
  type RecordedStream,
  type RecordingLayout,
  type VideoParticipant,
  videoChoiceOf,
} from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn } from '../../db/json-column.js';
import { VideoParticipantsColumnSchema } from '../../db/media-tables.schema.js';
import type { Actor } from '../../http/actor.js';
import { forbidden } from '../../http/errors.js';
import { requireStory, storyAccessRef } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';

/** The name a participant without one goes by. */
export const UNKNOWN_PARTICIPANT = 'unknown';

const STATE: Record<'uploading' | 'completed' | 'aborted', LocalRecordingStreamState> = {
  uploading: 'uploading',
  completed: 'completed',
  aborted: 'failed',
};

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The story's stored recording layout (empty and never updated when it was not set). */
export async function recordingLayout(media: MediaServices, storyId: string): Promise<RecordingLayout> {
  const row = await media.db
    .selectFrom('story_recording_layouts')
    .select(['video_participants', 'updated_at'])
    .where('story_id', '=', storyId)
    .executeTakeFirst();
  if (!row) return { videoParticipants: [], updatedAt: null };
  const videoParticipants = readJsonColumn(
    VideoParticipantsColumnSchema,
    row.video_participants,
    'story_recording_layouts.video_participants',
  );
  return { videoParticipants, updatedAt: iso(row.updated_at) };
}

/** Every local-recording stream of a story, oldest first, with the parts and bytes received so far. */
export async function recordedStreams(media: MediaServices, storyId: string): Promise<RecordedStream[]> {
  const rows = await media.db
    .selectFrom('media_uploads as u')
    .leftJoin('users', 'users.id', 'u.user_id')
    .select([
      'u.upload_id',
      'u.object_key',
      'u.stream_id',
      'u.session_id',
      'u.media_kind',
      'u.mime_type',
      'u.participant_name',
      'users.full_name',
      'u.user_id',
      'u.status',
      'u.size',
      'u.parts_count',
      'u.recording_start',
      'u.recording_stop',
      'u.local_time_offset',
      'u.created_at',
      'u.completed_at',
      'u.format_name',
      'u.audio_codec',
      'u.sample_rate',
      'u.channels',
    ])
    .where('u.story_id', '=', storyId)
    .where('u.kind', '=', 'stream')
    .orderBy('u.created_at')
    .orderBy('u.upload_id')
    .execute();
  const streams: RecordedStream[] = [];
  for (const row of rows) {
    let partsUploaded = row.parts_count ?? 0;
    let uploadedBytes = Number(row.size ?? 0);
    // A stream still uploading has no size yet: its parts in the store say how far it got. Form uploads (one POST) have none.
    if (row.status === 'uploading' && !row.upload_id.startsWith('form-')) {
      const parts = await media.store.listParts(row.object_key, row.upload_id).catch(() => []);
      partsUploaded = parts.length;
      uploadedBytes = parts.reduce((sum, p) => sum + p.size, 0);
    }
    streams.push({
      streamId: row.stream_id ?? row.upload_id,
      sessionId: row.session_id,
      type: row.media_kind === 'audio' ? 'audio' : 'video',
      mimeType: row.mime_type,
      participantName: row.participant_name || row.full_name || UNKNOWN_PARTICIPANT,
      userId: row.user_id,
      state: STATE[row.status],
      partsUploaded,
      uploadedBytes,
      recordingStartTime: iso(row.recording_start),
      recordingStopTime: iso(row.recording_stop),
      localTimeOffset: row.local_time_offset,
      startedAt: iso(row.created_at) ?? new Date(0).toISOString(),
      completedAt: iso(row.completed_at),
      ...(row.format_name
        ? { format: { container: row.format_name, codec: row.audio_codec, sampleRate: row.sample_rate, channels: row.channels } }
        : {}),
    });
  }
  return streams;
}

/** Streams summed up per participant (an account, or a name for guests), in order of their first stream. */
export function participantsOf(streams: RecordedStream[], layout: RecordingLayout): RecordedParticipant[] {
  const byKey = new Map<string, RecordedParticipant & { states: Set<LocalRecordingStreamState> }>();
  for (const s of streams) {
    const key = `${s.userId ?? ''}\u0000${s.participantName}`;
    const p = byKey.get(key) ?? {
      name: s.participantName,
      userId: s.userId,
      streams: 0,
      state: s.state,
      partsUploaded: 0,
      uploadedBytes: 0,
      isVideoRecorded: isVideoChosen(videoChoiceOf(layout), { name: s.participantName, userId: s.userId }),
      states: new Set<LocalRecordingStreamState>(),
    };
    p.streams += 1;
    p.partsUploaded += s.partsUploaded;
    p.uploadedBytes += s.uploadedBytes;
    p.states.add(s.state);
    byKey.set(key, p);
  }
  return [...byKey.values()].map(({ states, ...p }) => ({
    ...p,
    state: states.has('uploading') ? 'uploading' : states.has('failed') ? 'failed' : 'completed',
  }));
}

/** The story's layout changes made in its call, oldest first, on the server's clock. */
export async function layoutChanges(db: MediaServices['db'], storyId: string): Promise<LayoutChange[]> {
  const rows = await db
    .selectFrom('story_layout_changes')
    .select(['layout', 'changed_at'])
    .where('story_id', '=', storyId)
    .orderBy('changed_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ layout: r.layout, at: new Date(r.changed_at).toISOString() }));
}

/** `GET /stories/{id}/check_recording`. */
export async function checkRecording(context: AppContext, media: MediaServices, actor: Actor, storyId: string) {
  const story = await requireStory(context, actor, storyId, 'see');
  const [streams, layout, changes] = await Promise.all([
    recordedStreams(media, storyId),
    recordingLayout(media, storyId),
    layoutChanges(media.db, storyId),
  ]);
  const mayChooseVideo = canChooseRecordedVideo(actor, storyAccessRef(story));
  return {
    local_recording: { streams, participants: participantsOf(streams, layout), ...layout, layoutChanges: changes, mayChooseVideo },
    serverTime: new Date().toISOString(),
  };
}

/**
 * Mixes the story's tracks again when their picture changed after they were mixed: the story has completed tracks and
 * is not being recorded now (a recording still running is mixed when its tracks arrive).
 */
async function mixAgain(media: MediaServices, storyId: string): Promise<void> {
  const open = await media.db
    .selectFrom('story_recordings')
    .select('id')
    .where('story_id', '=', storyId)
    .where('stopped_at', 'is', null)
    .executeTakeFirst();
  if (open) return;
  const track = await media.db
    .selectFrom('media_uploads')
    .select('upload_id')
    .where('story_id', '=', storyId)
    .where('kind', '=', 'stream')
    .where('status', '=', 'completed')
    .executeTakeFirst();
  if (!track) return;
  await media.jobs.enqueue(JOB_TYPES.mixLocalTracks, { storyId }, { storyId, dedupeKey: `mix:${storyId}` });
}

/**
 * `POST /stories/{id}/update_recording`: the story's creator (the call's host) or a project manager sets who is
 * video-recorded; a story whose tracks were already mixed is mixed again with the new choice.
 */
export async function updateRecording(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  videoParticipants: VideoParticipant[],
): Promise<RecordingLayout> {
  const story = await requireStory(context, actor, storyId, 'see');
  if (!canChooseRecordedVideo(actor, storyAccessRef(story))) throw forbidden();
  const value = JSON.stringify(videoParticipants);
  await media.db
    .insertInto('story_recording_layouts')
    .values({ story_id: storyId, video_participants: value, updated_by: actor.userId })
    .onConflict((oc) => oc.column('story_id').doUpdateSet({ video_participants: value, updated_by: actor.userId, updated_at: sql`now()` }))
    .execute();
  await mixAgain(media, storyId);
  return recordingLayout(media, storyId);
}
