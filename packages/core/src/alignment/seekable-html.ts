import { escapeMarkupAttribute, escapeMarkupText } from '../util/markup-escape.js';
import type { TimedWord } from './spread-words.js';

export interface SeekableHtmlOptions {
  /** Shown as the page title and heading. */
  title?: string;
}

// Inline handlers keep the page self-contained: the transcript's one delegated click handler seeks the video just
// before it, and on every time update the video greys the words that start after the playhead.
const ON_CLICK =
  "const word = event.target.closest('span[data-start]'); if (word) { const video = this.previousElementSibling; video.currentTime = Number(word.dataset.start); video.play(); }";
const ON_TIME_UPDATE =
  "for (const word of this.nextElementSibling.children) word.classList.toggle('unplayed', Number(word.dataset.start) > this.currentTime);";

/**
 * A standalone HTML page of aligned words beside the media: clicking a word seeks the preview video (40vw wide) to
 * it, and words not yet played are grey (spec). Every word, the title and the media URL are HTML-escaped.
 */
export function seekableHtml(words: readonly TimedWord[], mediaUrl: string, options: SeekableHtmlOptions = {}): string {
  const title = escapeMarkupText(options.title ?? 'Aligned transcript');
  const spans = words
    .map((w) => `<span class="unplayed" data-start="${Number(w.start)}" data-end="${Number(w.end)}">${escapeMarkupText(w.text)}</span>`)
    .join(' ');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${title}</title>`,
    '<style>#preview{width:40vw}#transcript span{cursor:pointer}#transcript .unplayed{color:grey}</style>',
    '</head>',
    '<body>',
    `<h1>${title}</h1>`,
    `<video id="preview" src="${escapeMarkupAttribute(mediaUrl)}" controls preload="metadata" ontimeupdate="${escapeMarkupAttribute(ON_TIME_UPDATE)}"></video>`,
    `<p id="transcript" onclick="${escapeMarkupAttribute(ON_CLICK)}">${spans}</p>`,
    '</body>',
    '</html>',
  ].join('\n');
}
