import type { GalleryElement, SyncedClip } from '@storykeep/core';
import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/**
 * A clip as a gallery published it: enough to show it on the public page after the clip itself changed or was deleted,
 * until the gallery is refreshed. Galleries saved before these fields were kept have only the `SyncedClip` part.
 */
export interface PublishedClip extends SyncedClip {
  description?: string;
  storyId?: string;
  storyTitle?: string;
  audio?: boolean;
  thumbnailKey?: string | null;
}

/** A gallery (migration 0400): its clips in order (`elements`) and what they were at the last save or refresh (`synced`, which the public page shows). */
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
  synced: Json<Record<string, PublishedClip>>;
  share_key: string;
  sync_status: ColumnType<'public' | 'private', 'public' | 'private' | undefined, 'public' | 'private'>;
  /** Who last made the page public (migration 0700: a gallery is private until someone the rule allows publishes it). */
  published_by: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleryTables {
  galleries: GalleriesTable;
}
