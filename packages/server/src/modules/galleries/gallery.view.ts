import { type Gallery, type GalleryElement, galleryOutOfSyncMessages } from '@storykeep/core';
import type { Selectable } from 'kysely';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import {
  type GalleriesTable,
  GalleryElementsColumnSchema,
  type PublishedClip,
  PublishedClipsColumnSchema,
} from '../../db/gallery-tables.schema.js';
import { readJsonColumn } from '../../db/json-column.js';
import { clipIdsOf, type GalleryClipRow, syncedOf } from './gallery-clips.js';

export type GalleryRow = Selectable<GalleriesTable> & { organization_code: string; author_name: string | null };

/** The address of a gallery's public page. */
export function galleryPageUrl(context: Pick<AppContext, 'publicUrl'>, shareKey: string): string {
  return appUrl(context, 'publicGallery', { shareKey });
}

export function elementsOf(row: Pick<GalleryRow, 'elements'>): GalleryElement[] {
  return readJsonColumn(GalleryElementsColumnSchema, row.elements, 'galleries.elements');
}

/** The clips as the gallery last published them (at its last save or refresh), by id. */
export function syncedOfRow(row: Pick<GalleryRow, 'synced'>): Record<string, PublishedClip> {
  return readJsonColumn(PublishedClipsColumnSchema, row.synced, 'galleries.synced');
}

/** The API's gallery; `clips` are the gallery's current clip rows, from which its out-of-sync lines are worked out. */
export function toGallery(context: Pick<AppContext, 'publicUrl'>, row: GalleryRow, clips: ReadonlyMap<string, GalleryClipRow>): Gallery {
  const elements = elementsOf(row);
  const current = new Map([...clips].map(([id, clip]) => [id, syncedOf(clip)]));
  const messages = galleryOutOfSyncMessages(clipIdsOf(elements), syncedOfRow(row), current);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    author: row.author_id,
    ...(row.author_name ? { author_name: row.author_name } : {}),
    backgroundURL: row.background_url,
    logoURL: row.logo_url,
    thumbnailURL: row.thumbnail_url,
    elements,
    clips: clipIdsOf(elements),
    ...(row.color_start ? { colorStart: row.color_start } : {}),
    ...(row.color_end ? { colorEnd: row.color_end } : {}),
    organization: row.organization_code,
    sharePageUrl: row.sync_status === 'public' ? galleryPageUrl(context, row.share_key) : null,
    sync_status: messages.length > 0 ? 'out_of_sync' : row.sync_status,
    out_of_sync_messages: messages,
    updated_at: new Date(row.updated_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}
