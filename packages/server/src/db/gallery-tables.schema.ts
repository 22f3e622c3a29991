import { GalleryElementSchema, type SyncedClip } from '@storykeep/core';
import type { ColumnType } from 'kysely';
import { z } from 'zod';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** A JSON column: read as unknown, for `readJsonColumn` (db/json-column.ts) to check against its schema. */
type Json = ColumnType<unknown, string | undefined, string>;

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

/** `galleries.elements`: the gallery's clips in order, in core's shape. */
export const GalleryElementsColumnSchema = z.array(GalleryElementSchema);

/** `galleries.synced`, by clip id; keys a later version adds are kept, as a refresh writes the entries back. */
export const PublishedClipsColumnSchema = z.record(
  z.string(),
  z.looseObject({
    title: z.string(),
    start: z.number(),
    end: z.number(),
    updatedAt: z.string(),
    description: z.string().optional(),
    storyId: z.string().optional(),
    storyTitle: z.string().optional(),
    audio: z.boolean().optional(),
    thumbnailKey: z.string().nullable().optional(),
  }) satisfies z.ZodType<PublishedClip>,
);

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
  elements: Json;
  synced: Json;
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
