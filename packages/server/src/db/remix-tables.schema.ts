import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

/** A remix of clips (migration 0440). */
export interface RemixesTable {
  id: string;
  project_id: string;
  title: string;
  created_by: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  media_key: Defaulted<string | null>;
  media_type: Defaulted<'audio' | 'video' | null>;
  /** Clip ids joined by commas, in the order the stored file was rendered. */
  rendered_order: Defaulted<string | null>;
  render_job_id: Defaulted<string | null>;
  render_failed: Defaulted<boolean>;
}

/** A clip's place in a remix. */
export interface RemixClipsTable {
  remix_id: string;
  position: number;
  clip_id: string;
}

export interface RemixTables {
  remixes: RemixesTable;
  remix_clips: RemixClipsTable;
}
