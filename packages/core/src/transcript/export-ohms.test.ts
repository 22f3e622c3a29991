import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexMetadataItemSchema } from '../model/chapter.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { exportOhmsIndex, OHMS_NAMESPACE } from './export-ohms.js';
import { escapeXml } from './export-xml.js';

const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** Reads the points back out of the XML with nothing but the element names. */
function readPoints(xml: string): Record<string, string>[] {
  return [...xml.matchAll(/<point>([\s\S]*?)<\/point>/g)].map(([, body]) =>
    Object.fromEntries(
      [...(body ?? '').matchAll(/<(\w+)>([^<]*)<\/\1>/g)].map(([, name, value]) => [name ?? '', unescapeXml(value ?? '')]),
    ),
  );
}

const transcript = generateTranscript({ words: 800, seed: 12 });

describe('exportOhmsIndex', () => {
  it('writes one point per entry, sorted by time, with every field', () => {
    const metadata = [
      IndexMetadataItemSchema.parse({
        title: 'School',
        synopsis: 'The village school',
        keywords: ['school', 'teacher'],
        subjects: ['Education'],
        time: { start: 125.7 },
      }),
      IndexMetadataItemSchema.parse({ title: 'Childhood', synopsis: 'Early years', keywords: 'farm;horses', time: { start: 0 } }),
    ];
    const xml = exportOhmsIndex({ metadata, transcript, recordId: 'story-1', title: 'An interview' });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(xml).toContain(`<ROOT xmlns="${OHMS_NAMESPACE}">`);
    expect(xml).toContain('<record id="story-1">');
    const points = readPoints(xml);
    expect(points.map((p) => [p.time, p.title, p.synopsis, p.keywords, p.subjects])).toEqual([
      ['0', 'Childhood', 'Early years', 'farm;horses', ''],
      ['125', 'School', 'The village school', 'school;teacher', 'Education'],
    ]);
    const firstWords = transcript.paragraphs
      .flatMap((p) => p.children.flatMap((c) => c.words))
      .slice(0, 30)
      .map((w) => w.text)
      .join(' ');
    expect(points[0]?.partial_transcript).toBe(firstWords);
  });

  it('escapes markup in every field and round-trips any text', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.array(fc.string({ minLength: 1 }).filter((k) => !k.includes(';'))),
        (title, synopsis, keywords) => {
          const metadata = [IndexMetadataItemSchema.parse({ title, synopsis, keywords, time: { start: 3 } })];
          const xml = exportOhmsIndex({ metadata, transcript, title });
          const [point] = readPoints(xml);
          const clean = (text: string) => escapeXml(text).replace(/&(amp|lt|gt|quot|#39);/g, 'x');
          expect(clean(title)).not.toMatch(/[<>&"']/);
          expect(point?.title).toBe(unescapeXml(escapeXml(title)));
          expect(point?.synopsis).toBe(unescapeXml(escapeXml(synopsis)));
          expect(point?.keywords).toBe(unescapeXml(escapeXml(keywords.join(';'))));
        },
      ),
    );
  });

  it('escapes the five XML specials and drops characters XML cannot hold', () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>\u0001\u0008ok`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;ok');
  });

  it("quotes the indexer's partial transcript when the segment has one, and the transcript's words otherwise", () => {
    const metadata = [
      IndexMetadataItemSchema.parse({ title: 'Typed', partialTranscript: '  We came in the winter  ', time: { start: 0 } }),
      IndexMetadataItemSchema.parse({ title: 'Quoted', partialTranscript: '   ', time: { start: 30 } }),
    ];
    const [typed, quoted] = readPoints(exportOhmsIndex({ metadata, transcript }));
    expect(typed?.partial_transcript).toBe('We came in the winter');
    expect(quoted?.partial_transcript).not.toBe('');
    expect(quoted?.partial_transcript?.split(' ').length).toBe(30);
  });
});
