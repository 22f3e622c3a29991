import { type GalleryElement, type GalleryItem, galleryPlayRange, type PublicGalleryItem } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import type { PublishedClip } from '../../db/gallery-tables.schema.js';
import { clipStoryRef, toClip } from '../clips/clip.view.js';
import { PUBLIC_MEDIA_URL_SECONDS } from '../sharing/share.service.js';
import type { MediaServices } from '../upload/media-services.js';
import { type GalleryClipRow, publishedOf } from './gallery-clips.js';

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

/** A published clip with what the public page needs of it; a clip kept before these were recorded takes them from its row. */
function publishedClip(frozen: PublishedClip | undefined, live: GalleryClipRow | undefined) {
  if (frozen?.storyId !== undefined) {
    return {
      ...frozen,
      storyId: frozen.storyId,
      storyTitle: frozen.storyTitle ?? '',
      description: frozen.description ?? '',
      audio: frozen.audio ?? false,
      thumbnailKey: frozen.thumbnailKey ?? null,
    };
  }
  if (!live) return undefined;
  return {
    ...publishedOf(live),
    ...(frozen ? { title: frozen.title, start: frozen.start, end: frozen.end } : {}),
  } as Required<PublishedClip>;
}

/**
 * A published gallery's clips for its public page, as the gallery published them (at its last save or refresh): a
 * clip changed or deleted since still shows as it was, until the gallery is refreshed. Each plays the story's media
 * over the gallery's trim of it (kept inside the clip), so a clip shows even before its own rendition is cut. A clip
 * whose interview was deleted is left out.
 */
export async function publicGalleryItems(
  context: AppContext,
  media: MediaServices,
  row: { organization_id: string; elements: readonly GalleryElement[]; published: Readonly<Record<string, PublishedClip>> },
  live: ReadonlyMap<string, GalleryClipRow>,
): Promise<PublicGalleryItem[]> {
  const shown = row.elements.flatMap((element) => {
    const clip = element.type === 'clip' ? publishedClip(row.published[element.id], live.get(element.id)) : undefined;
    return clip ? [{ element, clip }] : [];
  });
  const storyIds = [...new Set(shown.map(({ clip }) => clip.storyId))];
  const stories =
    storyIds.length === 0
      ? []
      : await context.db
          .selectFrom('stories as s')
          .leftJoin('story_media as m', 'm.story_id', 's.id')
          .select(['s.id', 'm.rendition_key', 'm.thumbnail_key'])
          .where('s.id', 'in', storyIds)
          .where('s.organization_id', '=', row.organization_id)
          .execute();
  const byStory = new Map(stories.map((r) => [r.id, r]));
  const sign = async (key: string | null | undefined) =>
    key && (await media.store.stat(key)) ? media.store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  const items: PublicGalleryItem[] = [];
  for (const { element, clip } of shown) {
    const story = byStory.get(clip.storyId);
    if (!story) continue;
    items.push({
      id: element.id,
      title: clip.title,
      caption: element.caption ?? clip.description,
      ...galleryPlayRange({ start: clip.start, end: clip.end }, element),
      mediaURL: await sign(story.rendition_key),
      thumbnailURL: (await sign(clip.thumbnailKey)) ?? (await sign(story.thumbnail_key)),
      audio: clip.audio,
      story_title: clip.storyTitle,
    });
  }
  return items;
}
