import { type GalleryElement, type GalleryItem, galleryPlayRange, type PublicGalleryItem } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import { clipStoryRef, toClip } from '../clips/clip.view.js';
import { PUBLIC_MEDIA_URL_SECONDS } from '../sharing/share.service.js';
import type { MediaServices } from '../upload/media-services.js';
import type { GalleryClipRow } from './gallery-clips.js';

/** The gallery's clips that still exist, in its order, with their stories. */
export async function galleryItems(
  media: MediaServices,
  elements: readonly GalleryElement[],
  clips: ReadonlyMap<string, GalleryClipRow>,
): Promise<GalleryItem[]> {
  const shown = elements.flatMap((element) => {
    const row = element.type === 'clip' ? clips.get(element.id) : undefined;
    return row ? [{ element, row }] : [];
  });
  return Promise.all(
    shown.map(async ({ element, row }) => ({
      element,
      clip: await toClip(row, media.store),
      story: clipStoryRef(row),
    })),
  );
}

/**
 * A published gallery's clips for its public page: each plays the story's media over the gallery's trim of it (kept
 * inside the clip), so a clip shows even before its own rendition is cut.
 */
export async function publicGalleryItems(
  context: AppContext,
  media: MediaServices,
  elements: readonly GalleryElement[],
  clips: ReadonlyMap<string, GalleryClipRow>,
): Promise<PublicGalleryItem[]> {
  const storyIds = [...new Set([...clips.values()].map((row) => row.story_id))];
  const renditions =
    storyIds.length === 0
      ? []
      : await context.db
          .selectFrom('story_media')
          .select(['story_id', 'rendition_key', 'thumbnail_key'])
          .where('story_id', 'in', storyIds)
          .execute();
  const byStory = new Map(renditions.map((r) => [r.story_id, r]));
  const sign = async (key: string | null | undefined) =>
    key && (await media.store.stat(key)) ? media.store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  const items: PublicGalleryItem[] = [];
  for (const element of elements) {
    const row = element.type === 'clip' ? clips.get(element.id) : undefined;
    if (!row) continue;
    const range = galleryPlayRange({ start: row.start_seconds, end: row.end_seconds }, element);
    const stored = byStory.get(row.story_id);
    items.push({
      id: row.id,
      title: row.title,
      caption: element.caption ?? row.description,
      ...range,
      mediaURL: await sign(stored?.rendition_key),
      thumbnailURL: await sign(row.thumbnail_key ?? stored?.thumbnail_key),
      audio: row.media_type === 'audio',
      story_title: row.story_title,
    });
  }
  return items;
}
