import type { PublicClip } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { clipPageHeadFor } from './clip-page-head.js';

const clip: PublicClip = {
  title: 'Whistle & "noon"',
  description: '',
  story_title: 'Mill <town>',
  organization: 'Riverbend',
  start: 12,
  end: 20,
  mediaURL: 'http://storykeep.test/api/media/stories/s1/clips/c1/clip.m4a?sig=1',
  thumbnailURL: null,
  audio: true,
  pageURL: 'http://storykeep.test/public/clips/abcdefghijklmnopqrstuvwx',
};

describe("a clip page's head, for link previews and crawlers", () => {
  it("names the clip's own rendition, its length and its page, escaped", () => {
    const head = clipPageHeadFor(clip);
    expect(head).toContain('<title>Whistle &amp; "noon" - Storykeep</title>');
    expect(head).toContain('<meta property="og:title" content="Whistle &amp; &quot;noon&quot;">');
    expect(head).toContain(`<meta property="og:audio" content="${clip.mediaURL?.replace(/&/g, '&amp;')}">`);
    expect(head).toContain('A clip of the oral history interview “Mill &lt;town&gt;” from Riverbend.');
    expect(head).toContain(`<link rel="canonical" href="${clip.pageURL}">`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? '{}');
    expect(jsonLd).toMatchObject({ '@type': 'AudioObject', contentUrl: clip.mediaURL, duration: 'PT8S' });
  });

  it('escapes both quote marks in attribute values, so neither can end one', () => {
    const head = clipPageHeadFor({ ...clip, title: `Mary's 'noon'` });
    expect(head).toContain('<meta property="og:title" content="Mary&#39;s &#39;noon&#39;">');
    expect(head).toContain(`<title>Mary's 'noon' - Storykeep</title>`);
  });

  it('leaves the media out while the clip is not cut', () => {
    const head = clipPageHeadFor({ ...clip, mediaURL: null, audio: false });
    expect(head).not.toContain('og:video');
    expect(head).toContain('<meta property="og:type" content="video.other">');
  });
});
