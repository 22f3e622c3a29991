import { RawParagraphSchema, VideoParticipantSchema } from '@storykeep/core';
import type { ColumnType } from 'kysely';
import { z } from 'zod';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** A JSON column: read as unknown, for `readJsonColumn` (db/json-column.ts) to check against its schema. */
type Json = ColumnType<unknown, string | null | undefined, string | null>;
type Bigint = ColumnType<number | string | null, number | null | undefined, number | null>;

/** Where a story's media lives in the object store (migration 0101). */
export interface StoryMediaTable {
  story_id: string;
  original_key: string | null;
  original_size: Bigint;
  mime_type: string | null;
  media_type: string | null;
  duration: number | null;
  rendition_key: string | null;
  audio_key: string | null;
  thumbnail_key: string | null;
  waveform_key: string | null;
  probe: Json;
  updated_at: Timestamp;
}

/** A file upload or a local recording's stream upload (migration 0101). */
export interface MediaUploadsTable {
  upload_id: string;
  story_id: string;
  object_key: string;
  kind: 'file' | 'stream';
  stream_id: string | null;
  session_id: string | null;
  user_id: string | null;
  media_kind: string | null;
  mime_type: string | null;
  token_hash: string | null;
  recording_start: NullableTimestamp;
  recording_stop: NullableTimestamp;
  local_time_offset: ColumnType<number, number | undefined, number>;
  status: ColumnType<
    'uploading' | 'completed' | 'aborted',
    'uploading' | 'completed' | 'aborted' | undefined,
    'uploading' | 'completed' | 'aborted'
  >;
  size: Bigint;
  created_at: Timestamp;
  completed_at: NullableTimestamp;
  /** The participant's name in the call when they gave one (migration 0102). */
  participant_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** Parts the stream arrived in, counted at completion (migration 0102). */
  parts_count: ColumnType<number | null, number | null | undefined, number | null>;
  /** A participant's own device, or Vonage Video's archive of the call (migration 0600). */
  source: ColumnType<'device' | 'vonage_archive', 'device' | 'vonage_archive' | undefined, 'device' | 'vonage_archive'>;
  /** Each part's number, size and SHA-256 as the completion found them (migration 0720); read with `UploadPartsColumnSchema`. */
  parts: Json;
  /** A form upload's SHA-256 of the whole stream as stored (migration 0720). */
  sha256: ColumnType<string | null, string | null | undefined, string | null>;
  /** A completed track's container, audio codec, sample rate and channels as ffprobe read them (migration 0860). */
  format_name: ColumnType<string | null, string | null | undefined, string | null>;
  audio_codec: ColumnType<string | null, string | null | undefined, string | null>;
  sample_rate: ColumnType<number | null, number | null | undefined, number | null>;
  channels: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A deleted story, remembered so an upload for it is told "deleted" rather than "not found" (migration 0720). */
export interface DeletedStoriesTable {
  story_id: string;
  organization_id: string;
  project_id: string;
  deleted_at: Timestamp;
}

/** `media_uploads.parts`: null until the upload is completed (and on uploads completed before migration 0720). */
export const UploadPartsColumnSchema = z
  .array(z.object({ partNumber: z.number().int().positive(), size: z.number().nonnegative(), sha256: z.string().nullable() }))
  .nullable();

/** `story_recording_layouts.video_participants`: as `POST /stories/{id}/update_recording` stored it. */
export const VideoParticipantsColumnSchema = z.array(VideoParticipantSchema);

/** Who is video-recorded on a story, in layout order (migration 0102); read with `VideoParticipantsColumnSchema`. */
export interface StoryRecordingLayoutsTable {
  story_id: string;
  video_participants: Json;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** The machine transcript of a story, paragraphs in core's Paragraph shape (migration 0101). */
/**
 * A story's transcript (migrations 0101, 0800). Its paragraphs are rows of `transcript_paragraphs`; writing a whole
 * list to `paragraphs` replaces them (a trigger moves it there and leaves the column empty).
 */
export interface TranscriptsTable {
  story_id: string;
  paragraphs: ColumnType<null, string | null | undefined, string | null>;
  source: string;
  updated_at: Timestamp;
  /** Counts saves; set by the database on a whole write, by the save of changes otherwise. */
  version: ColumnType<number, number | undefined, number>;
  /** Deleted paragraphs from before this version may no longer be listed. */
  complete_since: ColumnType<number, number | undefined, number>;
  /** The participants' tracks a machine transcript was made from (migration 0880), object keys in order. */
  audio_inputs: ColumnType<string | null, string | null | undefined, string | null>;
}

/**
 * `transcript_paragraphs.content` as stored, before core's normaliser reads it: any object (paragraphs copied from
 * transcripts saved before migration 0800 were not all normalised).
 */
export const StoredParagraphColumnSchema = RawParagraphSchema;

/** One paragraph of a transcript (migration 0800); a deleted one keeps its row without content. */
export interface TranscriptParagraphsTable {
  story_id: string;
  id: string;
  position: number;
  content: Json;
  /** The transcript version that last wrote this paragraph. */
  changed_in: number;
}

/** The tables of migrations 0101–0102: stored media, uploads, machine transcripts, recording layouts. */
export interface MediaTables {
  story_media: StoryMediaTable;
  media_uploads: MediaUploadsTable;
  transcripts: TranscriptsTable;
  transcript_paragraphs: TranscriptParagraphsTable;
  story_recording_layouts: StoryRecordingLayoutsTable;
  deleted_stories: DeletedStoriesTable;
}
