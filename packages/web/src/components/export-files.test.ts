import { IndexSchema, type Transcript } from '@storykeep/core';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
// @ts-expect-error webvtt-parser ships no types; it is the W3C's own validator.
import { WebVTTParser } from 'webvtt-parser';
import { buildExport, type ExportInput } from './export-files.js';
import { spokenParagraph } from './transcript/transcript.fixture.js';

const transcript: Transcript = {
  paragraphs: [
    spokenParagraph('Clara <Mill> & Co', 0, 'The mill opened at six every morning'),
    spokenParagraph('Interviewer', 10, 'What did the --> mill & sound like'),
    spokenParagraph('', 20, 'Like thunder the looms never stopped'),
  ],
};

const input: ExportInput = {
  title: 'The  Mill: Part 1',
  recordId: 'story-7',
  transcript,
  indexes: [
    IndexSchema.parse({
      _id: 'i1',
      metadata: [
        { title: 'Looms', synopsis: 'Noise & work', keywords: ['looms', 'noise'], subjects: ['Industry'], time: { start: 20 } },
        { title: 'Mornings', synopsis: 'Opening <time>', keywords: 'six;morning', time: { start: 0 } },
      ],
    }),
  ],
};

interface SrtCue {
  index: number;
  start: number;
  end: number;
  text: string;
}

/** A strict SRT reader: numbered blocks, HH:MM:SS,mmm --> HH:MM:SS,mmm, then text; anything else throws. */
function parseSrt(text: string): SrtCue[] {
  const time = (t: string) => {
    const m = /^(\d{2}):(\d{2}):(\d{2}),(\d{3})$/.exec(t);
    if (!m) throw new Error(`bad SRT time ${t}`);
    return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) + Number(m[4]) / 1000;
  };
  return text
    .trim()
    .split(/\n\n/)
    .map((block) => {
      const [index, timing, ...lines] = block.split('\n');
      const [from, to, ...rest] = (timing ?? '').split(' --> ');
      if (!/^\d+$/.test(index ?? '') || rest.length > 0 || lines.length === 0) throw new Error(`bad SRT block ${block}`);
      return { index: Number(index), start: time(from ?? ''), end: time(to ?? ''), text: lines.join('\n') };
    });
}

async function text(format: 'vtt' | 'srt' | 'txt' | 'ohms') {
  const file = await buildExport(format, input);
  return { name: file.name, type: file.blob.type, body: await file.blob.text() };
}

describe('buildExport', () => {
  it('names every file after the story by the exported-file-name rule', async () => {
    const names = await Promise.all((['vtt', 'srt', 'txt', 'ohms', 'docx'] as const).map(async (f) => (await buildExport(f, input)).name));
    expect(names).toEqual([
      'the_mill__part_1.vtt',
      'the_mill__part_1.srt',
      'the_mill__part_1.txt',
      'the_mill__part_1.xml',
      'the_mill__part_1.docx',
    ]);
    expect((await buildExport('txt', { ...input, title: null })).name).toBe('untitled.txt');
  });

  it('writes WebVTT that the W3C parser reads without an error, every word in order', async () => {
    const { body, type } = await text('vtt');
    expect(type).toMatch(/^text\/vtt/);
    const tree = new WebVTTParser().parse(body, 'subtitles');
    expect(tree.errors).toEqual([]);
    expect(tree.cues.length).toBeGreaterThanOrEqual(3);
    const starts = tree.cues.map((cue: { startTime: number }) => cue.startTime);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const spoken = tree.cues.map((cue: { text: string }) => cue.text.replace(/<[^>]*>/g, '')).join(' ');
    expect(spoken).toContain('The mill opened at six every morning');
    expect(spoken).toContain('What did the --&gt; mill &amp; sound like');
    for (const cue of tree.cues) expect(cue.endTime).toBeGreaterThan(cue.startTime);
  });

  it('writes SRT whose numbered cues have valid times in order and the speaker where it changes', async () => {
    const cues = parseSrt((await text('srt')).body);
    expect(cues.map((cue) => cue.index)).toEqual(cues.map((_, i) => i + 1));
    for (const cue of cues) expect(cue.end).toBeGreaterThan(cue.start);
    expect(cues[0]?.text.startsWith('Clara <Mill> & Co: The mill')).toBe(true);
    expect(cues.some((cue) => cue.text.startsWith('Interviewer: What did'))).toBe(true);
    expect(cues.map((cue) => cue.start)).toEqual(cues.map((cue) => cue.start).sort((a, b) => a - b));
  });

  it('writes an OHMS index with the record, title and sorted points an OHMS viewer reads', async () => {
    const { body } = await text('ohms');
    expect(XMLValidator.validate(body)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === 'point' }).parse(body);
    const record = parsed.ROOT.record;
    expect(record['@_id']).toBe('story-7');
    expect(record.title).toBe('The  Mill: Part 1');
    const points = record.index.point;
    expect(points.map((p: { time: string }) => p.time)).toEqual(['0', '20']);
    expect(points[0].title).toBe('Mornings');
    expect(points[0].synopsis).toBe('Opening <time>');
    expect(points[0].keywords).toBe('six;morning');
    expect(points[0].partial_transcript).toMatch(/^The mill opened/);
    expect(points[1].subjects).toBe('Industry');
    expect(points[1].synopsis).toBe('Noise & work');
  });

  it('writes plain text with a time marker and the speaker in capitals', async () => {
    const { body } = await text('txt');
    expect(body).toContain('[00:00:00]\nCLARA <MILL> & CO: The mill opened at six every morning');
    expect(body).toContain('[00:00:10]\nINTERVIEWER: What did the --> mill & sound like');
  });

  it('writes a Word document that unzips to a document holding the title and every paragraph', async () => {
    const file = await buildExport('docx', input);
    const entries = unzipSync(new Uint8Array(await file.blob.arrayBuffer()));
    expect(Object.keys(entries)).toContain('[Content_Types].xml');
    const documentXml = strFromU8(entries['word/document.xml'] ?? new Uint8Array());
    expect(XMLValidator.validate(documentXml)).toBe(true);
    const words = [...documentXml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]).join('');
    expect(words).toContain('The  Mill: Part 1');
    expect(words).toContain('Clara &lt;Mill&gt; &amp; Co: The mill opened at six every morning');
    expect(words).toContain('[00:00:10] Interviewer: What did the --&gt; mill &amp; sound like');
    expect(words).toContain('Like thunder the looms never stopped');
  });
});
