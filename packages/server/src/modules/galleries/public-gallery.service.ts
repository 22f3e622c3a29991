import type { PublicGallery } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { notFound } from '../../http/errors.js';
import type { MediaServices } from '../media-services.types.js';
import { elementsOf, galleryPageUrl, syncedOfRow } from './gallery.view.js';
import { clipIdsOf, clipsOfOrganization } from './gallery-clips.js';
import { publicGalleryItems } from './gallery-items.js';

/**
 * `GET /public/galleries/{shareKey}`: a published gallery for anyone with its address, its clips as the gallery last
 * published them; 404 for any other key.
 */
export async function publicGallery(context: AppContext, media: MediaServices, shareKey: string): Promise<PublicGallery> {
  const row = await context.db
    .selectFrom('galleries as g')
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    .leftJoin('users as u', 'u.id', 'g.author_id')
    .selectAll('g')
    .select(['o.name as organization_name', 'u.full_name as author_name'])
    .where('g.share_key', '=', shareKey)
    .where('g.sync_status', '=', 'public')
    .executeTakeFirst();
  if (!row) throw notFound('Gallery');
  const elements = elementsOf(row);
  const published = syncedOfRow(row);
  // The clips as they are now: their renditions are what plays, and clips published before their story fields were
  // kept take those from here.
  const live = await clipsOfOrganization(context, row.organization_id, clipIdsOf(elements));
  return {
    title: row.title,
    description: row.description,
    organization_name: row.organization_name,
    author_name: row.author_name ?? '',
    colorStart: row.color_start,
    colorEnd: row.color_end,
    backgroundURL: row.background_url,
    logoURL: row.logo_url,
    thumbnailURL: row.thumbnail_url,
    pageURL: galleryPageUrl(context, row.share_key),
    items: await publicGalleryItems(context, media, { organization_id: row.organization_id, elements, published }, live),
  };
}
