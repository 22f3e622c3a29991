import type { ColumnType, Kysely } from 'kysely';
import type { ClipsTable } from '../../db/schema.js';
import type { AnyKysely } from '../../jobs/jobs.schema.js';
import type { MediaWorkDB } from '../../media/media-tables.schema.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** A transcript as it was before a regenerate or a save (migration 0200). */
export interface TranscriptVersionsTable {
  id: string;
  story_id: string;
  file_name: string;
  paragraphs: Json<unknown>;
  source: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** An index (chapters with notes) of a story; `auto` ones were made by auto chaptering. */
export interface StoryIndexesTable {
  id: string;
  story_id: string;
  title: ColumnType<string, string | undefined, string>;
  notes: ColumnType<string, string | undefined, string>;
  metadata: Json<unknown>;
  origin: ColumnType<'manual' | 'auto', 'manual' | 'auto' | undefined, 'manual' | 'auto'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The clips table of 0002 with the rendition columns 0200 adds. */
export interface ClipsWithRenditionsTable extends ClipsTable {
  created_by: string | null;
  updated_at: Timestamp;
  media_key: string | null;
  extended_key: string | null;
  audio_key: string | null;
  thumbnail_key: string | null;
  /** `start-end` the renditions were cut for; a clip whose range changed is rendered again. */
  rendered_range: string | null;
}

/** A story's public page. */
export interface StorySharesTable {
  story_id: string;
  share_key: string;
  created_by: string | null;
  created_at: Timestamp;
}

/** Searchable pieces of a transcript, kept by a trigger on `transcripts`. */
export interface TranscriptChunksTable {
  story_id: string;
  position: number;
  speaker: string | null;
  start_time: number;
  end_time: number;
  body: string;
}

/** The transcript version an outside search engine holds for a story (migration 0201). */
export interface SearchSyncTable {
  engine: string;
  story_id: string;
  transcript_updated_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  synced_at: Timestamp;
}

/** The task service's state aggregate of a story (migration 0202). */
export interface StoryStatesTable {
  story_id: string;
  state: Json<unknown>;
  updated_at: Timestamp;
}

/** Every table the story-work modules touch. */
export type StoryWorkDB = Omit<MediaWorkDB, 'clips'> & {
  clips: ClipsWithRenditionsTable;
  transcript_versions: TranscriptVersionsTable;
  story_indexes: StoryIndexesTable;
  story_shares: StorySharesTable;
  transcript_chunks: TranscriptChunksTable;
  search_sync: SearchSyncTable;
  story_states: StoryStatesTable;
};

export function storyWorkDb(db: AnyKysely): Kysely<StoryWorkDB> {
  return db as unknown as Kysely<StoryWorkDB>;
}
