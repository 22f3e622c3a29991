import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IndexMetadataItemSchema } from '../model/chapter.schema.js';
import { generateTranscript } from '../testing/transcript-generators.js';
import { exportOhmsIndex, type OhmsRecordMetadata } from './export-ohms.js';
import { importOhms, OhmsImportError } from './import-ohms.js';
import { formatOhmsSync, ohmsSyncPoints, parseOhmsSync } from './ohms-sync.js';
import { paragraphWords } from './tokens.js';

const record: OhmsRecordMetadata = {
  interviewee: 'Clara Whitfield',
  interviewer: 'Tom Reyes & Ana',
  repository: 'Lowell Mill Archive',
  date: '1987-06-02T00:00:00.000Z',
  duration: 3725,
  mediaUrl: 'https://media.example/clara.m4a',
  language: 'English',
};

/** Trimmed text without the separators OHMS gives a meaning to. */
const text = fc.string({ maxLength: 40 }).map((s) => s.replace(/;/g, ',').trim());
const term = text.filter((s) => s.length > 0);
const point = fc.record({
  title: text,
  synopsis: text,
  keywords: fc.array(term, { maxLength: 4 }),
  subjects: fc.array(term, { maxLength: 3 }),
  time: fc.record({ start: fc.integer({ min: 0, max: 5000 }) }),
});

describe('OHMS import', () => {
  it('round trip: export, import, export again gives the same record, index, transcript and sync points', () => {
    fc.assert(
      fc.property(
        fc.array(point, { maxLength: 8 }),
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        (points, seed, words) => {
          const transcript = generateTranscript({ words, seed });
          // A point past the last word quotes nothing; re-exported after import it would quote what the importer
          // timed there, so points stay within the speech (a file's own partial transcripts are kept as written).
          const lastStart = transcript.paragraphs.flatMap((p) => paragraphWords(p)).at(-1)?.start ?? 0;
          const metadata = points.map((p) =>
            IndexMetadataItemSchema.parse({ ...p, time: { start: Math.min(p.time.start, Math.floor(lastStart)) } }),
          );
          const first = exportOhmsIndex({ metadata, transcript, recordId: 'r1', title: 'Clara <at> the looms', record });
          const imported = importOhms(first);
          const again = exportOhmsIndex({
            metadata: imported.metadata,
            transcript: imported.transcript,
            recordId: 'r1',
            title: imported.title,
            record: { ...record, interviewee: imported.interviewee, interviewer: imported.interviewer },
          });
          expect(again).toBe(first);
          expect(imported.sync).toEqual(ohmsSyncPoints(transcript));
          expect(imported.metadata.map((m) => m.time.start)).toEqual(metadata.map((m) => m.time.start).sort((a, b) => a - b));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('keeps every word and speaker of the transcript, and times the words the sync points name at their minute', () => {
    const transcript = generateTranscript({ words: 900, seed: 7 });
    const imported = importOhms(exportOhmsIndex({ metadata: [], transcript, record }));
    const spoken = (t: typeof transcript) => t.paragraphs.map((p) => ({ speaker: p.speaker, words: paragraphWords(p).map((w) => w.text) }));
    expect(spoken(imported.transcript)).toEqual(spoken(transcript).filter((p) => p.words.length > 0));
    expect(imported.sync.length).toBeGreaterThan(1);
    for (const { minute, line, word } of imported.sync) {
      const lineIndex = (line - 1) / 2; // one paragraph a line, an empty line between two
      const named = paragraphWords(imported.transcript.paragraphs[lineIndex] ?? { speaker: '', start: 0, end: 0, children: [] })[word - 1];
      expect(named?.start).toBeGreaterThanOrEqual(minute * 60);
    }
    expect(imported.interviewee).toBe('Clara Whitfield');
    expect(imported.interviewer).toBe('Tom Reyes & Ana');
  });

  it('reads a file written by OHMS itself: prefixed elements, CDATA, a sync with empty minutes', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ohms:ROOT xmlns:ohms="https://www.weareavp.com/nunncenter/ohms">
  <ohms:record id="0001" dt="2020-01-01">
    <ohms:title><![CDATA[Life on the <river>]]></ohms:title>
    <ohms:interviewee>Ada Bell</ohms:interviewee>
    <ohms:sync>1:|2(2)||4(1)</ohms:sync>
    <ohms:transcript>BELL: We lived by the water
and fished.

REYES: Every day?

BELL: Every single day.</ohms:transcript>
    <ohms:index>
      <ohms:point><ohms:time>75</ohms:time><ohms:title>Fishing</ohms:title><ohms:keywords>fish; river</ohms:keywords></ohms:point>
      <ohms:point><ohms:time>0</ohms:time><ohms:title>Home</ohms:title></ohms:point>
    </ohms:index>
  </ohms:record>
</ohms:ROOT>`;
    const imported = importOhms(xml);
    expect(imported.title).toBe('Life on the <river>');
    expect(imported.interviewee).toBe('Ada Bell');
    expect(imported.sync).toEqual([
      { minute: 1, line: 2, word: 2 },
      { minute: 3, line: 4, word: 1 },
    ]);
    expect(imported.metadata.map((m) => [m.time.start, m.title, m.keywords])).toEqual([
      [0, 'Home', []],
      [75, 'Fishing', ['fish', 'river']],
    ]);
    const paragraphs = imported.transcript.paragraphs;
    expect(paragraphs.map((p) => p.speaker)).toEqual(['BELL', '', 'REYES', 'BELL']);
    // Line 2 word 2 ("fished.") starts at minute 1; line 4 word 1 ("Every", after the label) at minute 3.
    expect(paragraphs[1]?.children[0]?.words[1]).toMatchObject({ text: 'fished.', start: 60 });
    expect(paragraphs[2]?.children[0]?.words[0]).toMatchObject({ text: 'Every', start: 180 });
  });

  it('refuses text that is not an OHMS record', () => {
    expect(() => importOhms('<html><body>no</body></html>')).toThrow(OhmsImportError);
  });

  it('writes and reads the sync text', () => {
    const points = [
      { minute: 1, line: 3, word: 2 },
      { minute: 2, line: 7, word: 11 },
    ];
    expect(formatOhmsSync(points)).toBe('1:|3(2)|7(11)');
    expect(parseOhmsSync('1:|3(2)|7(11)')).toEqual(points);
    expect(formatOhmsSync([])).toBe('');
  });
});
