import type { IndexMetadataItem } from '../model/chapter.schema.js';
import type { Paragraph, Transcript, Word } from '../model/transcript.schema.js';
import { type OhmsSyncPoint, parseOhmsSync } from './ohms-sync.js';

/** What an OHMS XML file holds that an interview can take. */
export interface OhmsImport {
  title: string;
  interviewee: string;
  interviewer: string;
  /** The index points, in time order. */
  metadata: IndexMetadataItem[];
  /** The transcript, its words timed from the sync points; empty when the file has none. */
  transcript: Transcript;
  /** The sync points as the file gave them. */
  sync: OhmsSyncPoint[];
}

/** Why a text is not OHMS XML. */
export class OhmsImportError extends Error {}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' };

/** Element text: CDATA kept as is, entities decoded. */
function textOf(raw: string): string {
  return raw
    .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
    .map((part) =>
      part.startsWith('<![CDATA[')
        ? part.slice(9, -3)
        : part.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
            if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
            if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
            return ENTITIES[name] ?? whole;
          }),
    )
    .join('');
}

/** Every `<name>` element's body in `xml` (any namespace prefix), in order. */
function elements(xml: string, name: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${name}(?:\\s[^>]*)?(?:/>|>([\\s\\S]*?)</(?:[\\w-]+:)?${name}>)`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

const first = (xml: string, name: string) => textOf(elements(xml, name)[0] ?? '').trim();
const terms = (text: string) =>
  text
    .split(';')
    .map((term) => term.trim())
    .filter(Boolean);

/** A line's speaker label (`SPEAKER: text`) and its words. */
function splitLine(line: string): { speaker: string; words: string[] } {
  const labelled = /^([^:\s][^:]{0,59}):\s(.*)$/.exec(line);
  const speaker = labelled?.[1]?.trim() ?? '';
  const text = labelled ? (labelled[2] ?? '') : line;
  return { speaker, words: text.split(/\s+/).filter(Boolean) };
}

/**
 * Times every word from the sync points: the word a point names starts at its minute, the words between two points
 * are spread evenly between them, and those after the last point over what is left of that minute, so each word
 * starts before the next point and exporting again gives the same points.
 */
function timeWords(lines: { line: number; words: string[] }[], sync: readonly OhmsSyncPoint[]): Map<string, number> {
  const order = lines.flatMap(({ line, words }) => words.map((_, i) => `${line}:${i + 1}`));
  // A word several minutes name (a long silence before it) starts at the last of them; the words before it stay
  // before the first.
  const anchors = new Map<number, { first: number; last: number }>([[0, { first: 0, last: 0 }]]);
  for (const point of sync) {
    const at = order.indexOf(`${point.line}:${point.word}`);
    if (at < 0) continue;
    const seconds = point.minute * 60;
    const known = at === 0 ? undefined : anchors.get(at);
    anchors.set(at, { first: Math.min(known?.first ?? seconds, seconds), last: Math.max(known?.last ?? seconds, seconds) });
  }
  const sorted = [...anchors.entries()].sort((a, b) => a[0] - b[0]);
  const starts = new Map<string, number>();
  sorted.forEach(([from, { last }], k) => {
    const next = sorted[k + 1];
    const to = next ? next[0] : order.length;
    const span = (next ? next[1].first : last + 59) - last;
    const step = span / Math.max(1, to - from);
    for (let i = from; i < to; i++) starts.set(order[i] ?? '', last + (i - from) * step);
  });
  return starts;
}

/** The transcript lines as paragraphs, with the words timed. */
function paragraphsOf(text: string, sync: readonly OhmsSyncPoint[]): Paragraph[] {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((content, i) => ({ line: i + 1, ...splitLine(content.trim()) }))
    .filter((line) => line.words.length > 0);
  const starts = timeWords(lines, sync);
  const timed = lines.map(({ line, speaker, words }) => ({
    speaker,
    words: words.map((word, i): Word => {
      const start = starts.get(`${line}:${i + 1}`) ?? 0;
      return { text: word, start, end: start };
    }),
  }));
  // A word ends where the next begins (the last one a moment after it starts).
  const all = timed.flatMap((p) => p.words);
  all.forEach((word, i) => {
    word.end = all[i + 1]?.start ?? word.start + 0.5;
  });
  return timed.map(({ speaker, words }) => ({
    speaker,
    start: words[0]?.start ?? 0,
    end: words.at(-1)?.end ?? 0,
    children: [{ text: words.map((w) => w.text).join(' '), words }],
  }));
}

/**
 * Reads an OHMS XML file: its record's title, interviewee and interviewer, its index points (time, title, partial
 * transcript, synopsis, keywords, subjects) and its transcript with the sync points, every point's time and text kept.
 */
export function importOhms(xml: string): OhmsImport {
  const record = elements(xml, 'record')[0];
  if (record === undefined || !/<(?:[\w-]+:)?ROOT[\s>]/.test(xml)) throw new OhmsImportError('Not an OHMS record');
  const metadata = elements(record, 'point')
    .map((point): IndexMetadataItem => {
      const seconds = Number(first(point, 'time'));
      const partialTranscript = first(point, 'partial_transcript');
      return {
        title: first(point, 'title'),
        synopsis: first(point, 'synopsis'),
        keywords: terms(first(point, 'keywords')),
        subjects: terms(first(point, 'subjects')),
        ...(partialTranscript ? { partialTranscript } : {}),
        time: { start: Number.isFinite(seconds) && seconds >= 0 ? seconds : 0 },
      };
    })
    .sort((a, b) => a.time.start - b.time.start);
  const sync = parseOhmsSync(first(record, 'sync'));
  const transcriptText = textOf(elements(record, 'transcript')[0] ?? '');
  return {
    title: first(record, 'title'),
    interviewee: first(record, 'interviewee'),
    interviewer: first(record, 'interviewer'),
    metadata,
    transcript: { paragraphs: paragraphsOf(transcriptText, sync) },
    sync,
  };
}
