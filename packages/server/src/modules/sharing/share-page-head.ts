import { escapeMarkupAttribute, escapeMarkupText, type ObjectStore, type PublicStory } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError } from '../../http/errors.js';
import { scriptJson } from '../../http/script-json.js';
import { publicStory } from './share.service.js';

/** The longest transcript written into a page's structured data; the page itself shows all of it. */
export const HEAD_TRANSCRIPT_CHARS = 100_000;

const SHARE_PATH = /^\/(?:share|public\/stories)\/([A-Za-z0-9_-]{16,64})\/?$/;

/** The transcript as plain text, one paragraph per line, each with its speaker when named. */
export function transcriptText(story: Pick<PublicStory, 'transcript'>): string {
  return story.transcript.paragraphs
    .map((p) => {
      const words = p.children
        .map((c) => c.text)
        .join(' ')
        .trim();
      return p.speaker ? `${p.speaker}: ${words}` : words;
    })
    .filter(Boolean)
    .join('\n')
    .slice(0, HEAD_TRANSCRIPT_CHARS);
}

/** ISO 8601 duration of whole seconds (schema.org's `duration`). */
const isoDuration = (seconds: number) => `PT${Math.round(seconds)}S`;

/** Open Graph, Twitter card and schema.org AudioObject/VideoObject (with its transcript) for one shared story. */
export function sharePageHeadFor(story: PublicStory): string {
  const title = story.title || 'Untitled interview';
  const description = story.description || `An oral history interview${story.organization ? ` from ${story.organization}` : ''}.`;
  const audio = Boolean(story.mediaType?.startsWith('audio'));
  const meta = (property: string, content: string | null | undefined, key = 'property') =>
    content ? `<meta ${key}="${property}" content="${escapeMarkupAttribute(content)}">` : '';
  const media: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': audio ? 'AudioObject' : 'VideoObject',
    name: title,
    description,
    ...(story.pageURL ? { url: story.pageURL } : {}),
    ...(story.mediaURL ? { contentUrl: story.mediaURL } : {}),
    ...(story.thumbnailURL ? { thumbnailUrl: story.thumbnailURL } : {}),
    ...(story.record_date ? { dateCreated: story.record_date, uploadDate: story.record_date } : {}),
    ...(story.duration ? { duration: isoDuration(story.duration) } : {}),
    ...(story.organization ? { publisher: { '@type': 'Organization', name: story.organization } } : {}),
    ...(story.narrators && story.narrators.length > 0 ? { contributor: story.narrators.map((name) => ({ '@type': 'Person', name })) } : {}),
    inLanguage: 'en',
    transcript: transcriptText(story),
  };
  return [
    `<title>${escapeMarkupText(title)} - Storykeep</title>`,
    meta('description', description, 'name'),
    meta('og:type', audio ? 'music.song' : 'video.other'),
    meta('og:title', title),
    meta('og:description', description),
    meta('og:site_name', story.organization ?? 'Storykeep'),
    meta('og:url', story.pageURL),
    meta('og:image', story.thumbnailURL),
    meta(audio ? 'og:audio' : 'og:video', story.mediaURL),
    meta('twitter:card', story.thumbnailURL ? 'summary_large_image' : 'summary', 'name'),
    meta('twitter:title', title, 'name'),
    meta('citation_title', title, 'name'),
    meta('citation_publisher', story.organization, 'name'),
    meta('citation_date', story.record_date?.slice(0, 10), 'name'),
    ...(story.narrators ?? []).map((name) => meta('citation_author', name, 'name')),
    story.pageURL ? `<link rel="canonical" href="${escapeMarkupAttribute(story.pageURL)}">` : '',
    `<script type="application/ld+json">${scriptJson(media)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** For the web app's server: the head of a share path's page, null for any other path or a key not shared now. */
export function sharePageHead(context: AppContext, store: ObjectStore) {
  return async (path: string): Promise<string | null> => {
    const key = SHARE_PATH.exec(path)?.[1];
    if (!key) return null;
    try {
      return sharePageHeadFor(await publicStory(context, store, key));
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  };
}
