import { escapeMarkupAttribute, escapeMarkupText, type ObjectStore, type PublicClip } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError } from '../../http/errors.js';
import { scriptJson } from '../../http/script-json.js';
import { publicClip } from './clip-share.service.js';

const CLIP_PATH = /^\/public\/clips\/([A-Za-z0-9_-]{16,64})\/?$/;

/** Open Graph, Twitter card and a schema.org media object for a published clip: its own rendition, never its interview's. */
export function clipPageHeadFor(clip: PublicClip): string {
  const title = clip.title || 'A clip';
  const description = clip.description || `A clip of the oral history interview “${clip.story_title}” from ${clip.organization}.`;
  const meta = (property: string, content: string | null | undefined, key = 'property') =>
    content ? `<meta ${key}="${property}" content="${escapeMarkupAttribute(content)}">` : '';
  const media = {
    '@context': 'https://schema.org',
    '@type': clip.audio ? 'AudioObject' : 'VideoObject',
    name: title,
    description,
    url: clip.pageURL,
    ...(clip.mediaURL ? { contentUrl: clip.mediaURL } : {}),
    ...(clip.thumbnailURL ? { thumbnailUrl: clip.thumbnailURL } : {}),
    duration: `PT${Math.round(clip.end - clip.start)}S`,
    publisher: { '@type': 'Organization', name: clip.organization },
  };
  return [
    `<title>${escapeMarkupText(title)} - Storykeep</title>`,
    meta('description', description, 'name'),
    meta('og:type', clip.audio ? 'music.song' : 'video.other'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:site_name', clip.organization),
    meta('og:url', clip.pageURL),
    meta('og:image', clip.thumbnailURL),
    meta(clip.audio ? 'og:audio' : 'og:video', clip.mediaURL),
    meta('twitter:card', clip.thumbnailURL ? 'summary_large_image' : 'summary', 'name'),
    meta('twitter:title', title, 'name'),
    `<link rel="canonical" href="${escapeMarkupAttribute(clip.pageURL)}">`,
    `<script type="application/ld+json">${scriptJson(media)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** For the web app's server: the head of a clip's public page, null for any other path or a clip not published. */
export function clipPageHead(context: AppContext, store: ObjectStore) {
  return async (path: string): Promise<string | null> => {
    const key = CLIP_PATH.exec(path)?.[1];
    if (!key) return null;
    try {
      return clipPageHeadFor(await publicClip(context, store, key));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  };
}
