import { RawParagraphSchema } from '@storykeep/core';
import type { ColumnType } from 'kysely';
import { z } from 'zod';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column: read as unknown, for `readJsonColumn` (db/json-column.ts) to check against its schema. */
type Json = ColumnType<unknown, string, string>;

/** `transcript_versions.paragraphs`: the paragraphs kept, as stored; core's normaliser reads them. */
export const StoredParagraphListSchema = z.array(RawParagraphSchema);

/** A transcript as it was before a regenerate or a save (migration 0200). */
export interface TranscriptVersionsTable {
  id: string;
  story_id: string;
  file_name: string;
  paragraphs: Json;
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
  metadata: Json;
  origin: ColumnType<'manual' | 'auto', 'manual' | 'auto' | undefined, 'manual' | 'auto'>;
  created_at: Timestamp;
  updated_at: Timestamp;
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
  /** The paragraph the chunk belongs to (migration 0800). */
  paragraph_id: ColumnType<string | null, string | null | undefined, string | null>;
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
  state: Json;
  updated_at: Timestamp;
}

/** What the conclude page saved about a story (migration 0005). */
export interface StoryConclusionsTable {
  story_id: string;
  notes: string;
  groups: Json;
  emails: Json;
  notify_group: boolean;
  terms_accepted: boolean;
  is_upload: boolean;
  media_key: string | null;
  media_type: string | null;
  file_name: string | null;
  export_to_permanent_org: boolean;
  concluded_by: string | null;
  concluded_at: ColumnType<Date, Date | string, Date | string>;
}

/** The tables of migrations 0005 and 0200–0202: versions, indexes, shares, search and the task service's state. */
export interface StoryTables {
  transcript_versions: TranscriptVersionsTable;
  story_indexes: StoryIndexesTable;
  story_shares: StorySharesTable;
  transcript_chunks: TranscriptChunksTable;
  search_sync: SearchSyncTable;
  story_states: StoryStatesTable;
  story_conclusions: StoryConclusionsTable;
}
