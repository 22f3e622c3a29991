import type { AppContext } from '../../context/app-context.js';

/** How long the thumbnail and video addresses in an answered story stay valid. */
export const STORY_MEDIA_URL_SECONDS = 6 * 60 * 60;

/** A story's stored addresses beside the object keys they were signed from (story_media). */
export interface StoredMediaUrls {
  thumbnail_url: string | null;
  archive_url: string | null;
  media_thumbnail_key: string | null;
  media_rendition_key: string | null;
}

/**
 * The story's addresses signed now from its keys, so a link never outlives the answer by much.
 * A story not yet processed keeps null; one without keys (seeded, or an app without a media store)
 * keeps what is stored.
 */
export async function freshMediaUrls(
  context: Pick<AppContext, 'mediaUrls'>,
  row: StoredMediaUrls,
): Promise<{ thumbnail_url: string | null; archive_url: string | null }> {
  const sign = async (stored: string | null, key: string | null) =>
    stored !== null && key && context.mediaUrls ? context.mediaUrls.read(key) : stored;
  const [thumbnail_url, archive_url] = await Promise.all([
    sign(row.thumbnail_url, row.media_thumbnail_key),
    sign(row.archive_url, row.media_rendition_key),
  ]);
  return { thumbnail_url, archive_url };
}
