import { type GalleryElement, type GalleryItem, galleryPlayRange, type PublicGalleryItem, staysPublishable } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { PublishedClip } from '../../db/gallery-tables.schema.js';
import { clipStoryRef, toClip } from '../clips/clip.view.js';
import { rangeKey } from '../clips/clip-keys.js';
import type { MediaServices } from '../media-services.types.js';
import { publishingFacts } from '../publishing/publishable-stories.js';
import { PUBLIC_MEDIA_URL_SECONDS } from '../sharing/share.service.js';
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
 * clip changed or deleted since still shows as it was, until the gallery is refreshed. Each plays only the clip's own
 * rendition, cut on the server, and only while it is cut for the range the gallery published; until then the item
 * shows as not ready. The interview's own media is never handed out here. A clip whose interview was deleted, or
 * whose interview now lacks a release form its organization requires, is left out.
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
  const facts = await publishingFacts(
    context,
    shown.map(({ clip }) => clip.storyId),
  );
  const sign = async (key: string | null | undefined) =>
    key && (await media.store.stat(key)) ? media.store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  const items: PublicGalleryItem[] = [];
  for (const { element, clip } of shown) {
    const story = facts.get(clip.storyId);
    if (!story || story.story.project.organization !== row.organization_id) continue;
    if (!staysPublishable(story.story, story.organization)) continue;
    const rendition = live.get(element.id);
    const current = rendition && rendition.rendered_range === rangeKey(clip.start, clip.end) ? rendition : undefined;
    items.push({
      id: element.id,
      title: clip.title,
      caption: element.caption ?? clip.description,
      ...galleryPlayRange({ start: clip.start, end: clip.end }, element),
      clipStart: clip.start,
      mediaURL: await sign(current?.media_key),
      thumbnailURL: await sign(current?.thumbnail_key),
      audio: clip.audio,
      story_title: clip.storyTitle,
    });
  }
  return items;
}
