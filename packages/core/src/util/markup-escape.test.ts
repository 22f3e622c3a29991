import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeMarkupAttribute, escapeMarkupText } from './markup-escape.js';

const decode = (markup: string) =>
  markup.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name] ?? '');

/** Every `&` left in escaped text starts one of the references the escapers write. */
const onlyKnownReferences = (markup: string) => !/&(?!(?:amp|lt|gt|quot|#39);)/.test(markup);

describe('markup escaping', () => {
  it('escapes &, < and > in text, and the quote marks too in attribute values', () => {
    expect(escapeMarkupText(`<b>"Tom" & Jerry's</b>`)).toBe(`&lt;b&gt;"Tom" &amp; Jerry's&lt;/b&gt;`);
    expect(escapeMarkupAttribute(`<b>"Tom" & Jerry's</b>`)).toBe('&lt;b&gt;&quot;Tom&quot; &amp; Jerry&#39;s&lt;/b&gt;');
    expect(escapeMarkupText('&amp;')).toBe('&amp;amp;');
  });

  it('leaves text no tag or entity can start in, and reads back the same', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeMarkupText(text);
        expect(escaped).not.toMatch(/[<>]/);
        expect(onlyKnownReferences(escaped)).toBe(true);
        expect(decode(escaped)).toBe(text);
      }),
    );
  });

  it('leaves attribute values no quote can close, and reads back the same', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const escaped = escapeMarkupAttribute(text);
        expect(escaped).not.toMatch(/[<>"']/);
        expect(onlyKnownReferences(escaped)).toBe(true);
        expect(decode(escaped)).toBe(text);
      }),
    );
  });

  it('escapes an attribute value as text when it holds no quote mark', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/["']/.test(text)),
        (text) => {
          expect(escapeMarkupAttribute(text)).toBe(escapeMarkupText(text));
        },
      ),
    );
  });
});
