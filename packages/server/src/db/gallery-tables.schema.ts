import type { GalleryElement, SyncedClip } from '@storykeep/core';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** A gallery (migration 0400): its clips in order (`elements`) and what they were at the last refresh (`synced`). */
export interface GalleriesTable {
  id: string;
  organization_id: string;
  author_id: string;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  background_url: string | null;
  logo_url: string | null;
  thumbnail_url: string | null;
  color_start: string | null;
  color_end: string | null;
  elements: Json<GalleryElement[]>;
  synced: Json<Record<string, SyncedClip>>;
  share_key: string;
  sync_status: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleryTables {
  galleries: GalleriesTable;
}
