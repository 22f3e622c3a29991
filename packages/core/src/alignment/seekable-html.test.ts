import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seekableHtml } from './seekable-html.js';

const decodeHtml = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

function spansOf(html: string): Array<{ start: string; end: string; text: string }> {
  return [...html.matchAll(/<span class="unplayed" data-start="([^"]*)" data-end="([^"]*)">([^<]*)<\/span>/g)].map((m) => ({
    start: m[1] ?? '',
    end: m[2] ?? '',
    text: decodeHtml(m[3] ?? ''),
  }));
}

describe('seekableHtml', () => {
  it('puts each word in a span with its times, grey until played, beside a 40vw preview video', () => {
    const html = seekableHtml(
      [
        { text: 'Hello', start: 0.5, end: 0.9 },
        { text: 'world.', start: 1, end: 1.25 },
      ],
      'media/interview.mp4',
    );
    expect(spansOf(html)).toEqual([
      { start: '0.5', end: '0.9', text: 'Hello' },
      { start: '1', end: '1.25', text: 'world.' },
    ]);
    expect(html).toContain('<video id="preview" src="media/interview.mp4"');
    expect(html).toContain('#preview{width:40vw}');
    expect(html).toContain('.unplayed{color:grey}');
    const onClick = decodeHtml(/<p id="transcript" onclick="([^"]*)"/.exec(html)?.[1] ?? '');
    expect(onClick).toContain('video.currentTime = Number(word.dataset.start)');
    const onTimeUpdate = decodeHtml(/ontimeupdate="([^"]*)"/.exec(html)?.[1] ?? '');
    expect(onTimeUpdate).toContain("classList.toggle('unplayed', Number(word.dataset.start) > this.currentTime)");
  });

  it('escapes hostile words, titles and URLs so they stay text', () => {
    const hostile = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "' onclick='x'", '&amp;', '</p><p>'];
    const html = seekableHtml(
      hostile.map((text, i) => ({ text, start: i, end: i + 0.5 })),
      'x.mp4" onerror="alert(1)',
      { title: '</title><script>alert(2)</script>' },
    );
    expect(spansOf(html).map((s) => s.text)).toEqual(hostile);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('onerror="alert');
    expect(html).toContain('src="x.mp4&quot; onerror=&quot;alert(1)"');
  });

  it('reads every word back as it was, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 8 }), (texts) => {
        const html = seekableHtml(
          texts.map((text, i) => ({ text, start: i, end: i + 0.5 })),
          'x.mp4',
        );
        expect(spansOf(html).map((s) => s.text)).toEqual(texts);
      }),
    );
  });
});
