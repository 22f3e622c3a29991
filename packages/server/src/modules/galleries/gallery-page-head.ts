import { escapeMarkupAttribute, escapeMarkupText, type PublicGallery } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError } from '../../http/errors.js';
import { scriptJson } from '../../http/script-json.js';
import type { MediaServices } from '../media-services.types.js';
import { publicGallery } from './public-gallery.service.js';

const GALLERY_PATH = /^\/public\/galleries\/([A-Za-z0-9_-]{16,64})\/?$/;

/**
 * Open Graph, Twitter card and a schema.org collection for a published gallery, so a link to it previews with its
 * thumbnail (else its background, else its first clip's picture).
 */
export function galleryPageHeadFor(gallery: PublicGallery): string {
  const title = gallery.title;
  const description = gallery.description || `A gallery of ${gallery.items.length} oral history clips from ${gallery.organization_name}.`;
  const image = gallery.thumbnailURL ?? gallery.backgroundURL ?? gallery.items.find((item) => item.thumbnailURL)?.thumbnailURL ?? null;
  const meta = (property: string, content: string | null | undefined, key = 'property') =>
    content ? `<meta ${key}="${property}" content="${escapeMarkupAttribute(content)}">` : '';
  const collection = {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: title,
    description,
    url: gallery.pageURL,
    ...(image ? { image } : {}),
    publisher: { '@type': 'Organization', name: gallery.organization_name },
    ...(gallery.author_name ? { author: { '@type': 'Person', name: gallery.author_name } } : {}),
    hasPart: gallery.items.map((item) => ({
      '@type': item.audio ? 'AudioObject' : 'VideoObject',
      name: item.title,
      description: item.caption,
    })),
  };
  return [
    `<title>${escapeMarkupText(title)} - Storykeep</title>`,
    meta('description', description, 'name'),
    meta('og:type', 'website'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:site_name', gallery.organization_name),
    meta('og:url', gallery.pageURL),
    meta('og:image', image),
    meta('twitter:card', image ? 'summary_large_image' : 'summary', 'name'),
    meta('twitter:title', title, 'name'),
    meta('twitter:image', image, 'name'),
    `<link rel="canonical" href="${escapeMarkupAttribute(gallery.pageURL)}">`,
    `<script type="application/ld+json">${scriptJson(collection)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** For the web app's server: the head of a gallery's public page, null for any other path or a gallery not published. */
export function galleryPageHead(context: AppContext, media: MediaServices) {
  return async (path: string): Promise<string | null> => {
    const key = GALLERY_PATH.exec(path)?.[1];
    if (!key) return null;
    try {
      return galleryPageHeadFor(await publicGallery(context, media, key));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  };
}
