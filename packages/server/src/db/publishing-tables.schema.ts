import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

/** A clip published on its own page (migration 0700), for the range its publisher approved. */
export interface ClipSharesTable {
  clip_id: string;
  share_key: string;
  /** The range published: the page serves the clip's rendition only while it is cut for exactly this range. */
  start_seconds: number;
  end_seconds: number;
  created_by: string | null;
  created_at: Timestamp;
}

/** An original recording a manager replaced (migration 0700): its object is kept, never overwritten. */
export interface StoryPreviousOriginalsTable {
  id: string;
  story_id: string;
  object_key: string;
  size: number | null;
  mime_type: string | null;
  replaced_at: Timestamp;
}

export interface PublishingTables {
  clip_shares: ClipSharesTable;
  story_previous_originals: StoryPreviousOriginalsTable;
}
