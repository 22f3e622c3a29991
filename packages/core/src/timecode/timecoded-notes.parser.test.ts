import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimecodedNotesSchema } from '../model/timecoded-notes.schema.js';
import { noteTimeToSeconds, readLeadingNoteTimecode } from './note-timecode.js';
import { parseTimecodedNotes } from './timecoded-notes.parser.js';

describe('note timecodes', () => {
  it('reads every accepted form, with frames at 60 fps', () => {
    expect(noteTimeToSeconds('01:02:03.30')).toBe(3723.5);
    expect(noteTimeToSeconds('01:02:03')).toBe(3723);
    expect(noteTimeToSeconds('1:02:03')).toBe(3723);
    expect(noteTimeToSeconds('12:05')).toBe(725);
    expect(noteTimeToSeconds('2:05')).toBe(125);
    expect(noteTimeToSeconds('00:00:00.59')).toBeCloseTo(59 / 60, 12);
    expect(noteTimeToSeconds('00:00:00.60')).toBeNull();
    expect(noteTimeToSeconds('1:60:00')).toBeNull();
  });

  it('reads ranges and brackets, and refuses what is not a timecode', () => {
    expect(readLeadingNoteTimecode('[00:01:00 - 00:02:30.30] Title')).toEqual({ start: 60, end: 150.5, rest: ' Title' });
    expect(readLeadingNoteTimecode('(1:00–2:00)')).toEqual({ start: 60, end: 120, rest: '' });
    expect(readLeadingNoteTimecode('5:00-6:00 x')).toEqual({ start: 300, end: 360, rest: ' x' });
    expect(readLeadingNoteTimecode('[5:00)')).toBeNull();
    expect(readLeadingNoteTimecode('6:00-5:00')).toBeNull();
    expect(readLeadingNoteTimecode('1:02:03.3 x')).toBeNull();
    expect(readLeadingNoteTimecode('12:345')).toBeNull();
    expect(readLeadingNoteTimecode('about 12:30')).toBeNull();
  });
});

describe('parseTimecodedNotes', () => {
  it('splits segments at timecode lines and fills title, synopsis, notes and keywords', () => {
    const text = [
      'Interview with Ada, recorded at home.',
      '',
      '[00:00:00 - 00:05:30] Childhood',
      'Growing up by the harbour.',
      'Her father fished.',
      '',
      'She remembers the storm of 1952.',
      '',
      'And the rebuilding after.',
      'Keywords: harbour, storm; family',
      '',
      '05:30',
      'School',
      'Synopsis: The village school.',
      'Notes: Teacher named Mrs Bell.',
      'Later moved to town.',
      'keywords: school',
      '(1:10:00.30) - Later life',
    ].join('\n');
    const segments = parseTimecodedNotes(text);
    expect(TimecodedNotesSchema.parse(segments)).toEqual(segments);
    expect(segments).toEqual([
      {
        timecode: { start: 0, end: 330 },
        title: 'Childhood',
        synopsis: 'Growing up by the harbour.\nHer father fished.',
        notes: 'She remembers the storm of 1952.\n\nAnd the rebuilding after.',
        keywords: ['harbour', 'storm', 'family'],
      },
      {
        timecode: { start: 330, end: 4200.5 },
        title: 'School',
        synopsis: 'The village school.',
        notes: 'Teacher named Mrs Bell.\nLater moved to town.',
        keywords: ['school'],
      },
      { timecode: { start: 4200.5, end: null }, title: 'Later life', synopsis: '', notes: '', keywords: [] },
    ]);
  });

  it('gives nothing for text without timecodes', () => {
    expect(parseTimecodedNotes('just words\n\nno times')).toEqual([]);
  });

  it('reads back any segments written in the documented layout', () => {
    const line = fc.stringMatching(/^[A-Za-z][A-Za-z ,.]{0,20}[a-z.]$/).filter((l) => !/^(title|synopsis|notes?|keywords?)\s*:/i.test(l));
    const segment = fc.record({
      seconds: fc.integer({ min: 0, max: 5 * 3600 }),
      frames: fc.integer({ min: 0, max: 59 }),
      title: line,
      synopsis: fc.array(line, { maxLength: 3 }),
      notes: fc.array(fc.array(line, { minLength: 1, maxLength: 2 }), { maxLength: 3 }),
      keywords: fc.array(fc.stringMatching(/^[a-z][a-z ]{0,8}[a-z]$/), { maxLength: 4 }),
      bracket: fc.constantFrom('', '[]', '()'),
    });
    // Without a synopsis the first paragraph is the synopsis, so notes are only written after one.
    const laidOut = segment.map((s) => (s.synopsis.length === 0 ? { ...s, notes: [] } : s));
    fc.assert(
      // Segments start at distinct moments (a segment ends where the next begins, so two at one moment have no span).
      fc.property(fc.uniqueArray(laidOut, { maxLength: 5, selector: (s) => s.seconds * 60 + s.frames }), (written) => {
        const sorted = [...written].sort((a, b) => a.seconds * 60 + a.frames - (b.seconds * 60 + b.frames));
        const two = (n: number) => String(n).padStart(2, '0');
        const text = sorted
          .map((s) => {
            const time = `${Math.floor(s.seconds / 3600)}:${two(Math.floor(s.seconds / 60) % 60)}:${two(s.seconds % 60)}.${two(s.frames)}`;
            const head = s.bracket ? `${s.bracket[0]}${time}${s.bracket[1]}` : time;
            const body = [s.title, ...s.synopsis, '', ...s.notes.flatMap((p) => [...p, '']), `Keywords: ${s.keywords.join(', ')}`];
            return [head, ...body].join('\n');
          })
          .join('\n\n');
        const parsed = parseTimecodedNotes(text);
        expect(parsed.map((p) => p.timecode.start)).toEqual(sorted.map((s) => s.seconds + s.frames / 60));
        expect(parsed.map((p) => p.timecode.end)).toEqual(sorted.map((_, i) => (sorted[i + 1] ? parsed[i + 1]?.timecode.start : null)));
        expect(parsed.map((p) => p.title)).toEqual(sorted.map((s) => s.title.trim()));
        expect(parsed.map((p) => p.synopsis)).toEqual(sorted.map((s) => s.synopsis.map((l) => l.trim()).join('\n')));
        expect(parsed.map((p) => p.notes)).toEqual(sorted.map((s) => s.notes.map((p) => p.map((l) => l.trim()).join('\n')).join('\n\n')));
        expect(parsed.map((p) => p.keywords)).toEqual(sorted.map((s) => s.keywords));
      }),
    );
  });
});
