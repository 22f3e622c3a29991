import type { IndexMetadataItem } from '../model/chapter.schema.js';
import type { Transcript, Word } from '../model/transcript.schema.js';
import { CHAPTER_GAP_SECONDS } from '../util/constants.js';
import { escapeXml } from './export-xml.js';
import { formatOhmsSync, ohmsSyncPoints, ohmsTranscriptLines } from './ohms-sync.js';
import { paragraphWords } from './tokens.js';

/** The OHMS XML namespace of the Nunn Center's Oral History Metadata Synchronizer. */
export const OHMS_NAMESPACE = 'https://www.weareavp.com/nunncenter/ohms';

/** What an OHMS index export is built from. */
export interface OhmsIndexInput {
  metadata: readonly IndexMetadataItem[];
  transcript: Transcript;
  /** The record's id and title in the OHMS file. */
  recordId?: string;
  title?: string;
  /** Words quoted as each point's partial transcript (default 30). */
  partialTranscriptWords?: number;
  /** The interview's catalogue record, written into the OHMS record. */
  record?: OhmsRecordMetadata;
}

/** The catalogue record an OHMS viewer shows beside the index and transcript. */
export interface OhmsRecordMetadata {
  interviewee?: string | null | undefined;
  interviewer?: string | null | undefined;
  /** The organization that holds the interview. */
  repository?: string | null | undefined;
  /** The record date (ISO); written as `YYYY-MM-DD`. */
  date?: string | null | undefined;
  /** Seconds. */
  duration?: number | null | undefined;
  mediaUrl?: string | null | undefined;
  language?: string | null | undefined;
  description?: string | null | undefined;
}

/** `h:mm:ss` of a duration, as OHMS records write it. */
function clock(seconds: number): string {
  const whole = Math.floor(seconds);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(whole / 3600)}:${pad(Math.floor(whole / 60) % 60)}:${pad(whole % 60)}`;
}

/** The record's catalogue elements, then its sync points and transcript, each line indented like the rest. */
function recordElements(transcript: Transcript, record: OhmsRecordMetadata): string[] {
  const element = (name: string, value: string | null | undefined) => `    <${name}>${escapeXml(value ?? '')}</${name}>`;
  const date = record.date ? record.date.slice(0, 10) : '';
  const { lines } = ohmsTranscriptLines(transcript);
  return [
    `    <date value="${escapeXml(date)}"/>`,
    element('repository', record.repository),
    element('interviewee', record.interviewee),
    element('interviewer', record.interviewer),
    element('language', record.language),
    element('description', record.description),
    element('duration', record.duration ? clock(record.duration) : ''),
    element('media_url', record.mediaUrl),
    element('sync', formatOhmsSync(ohmsSyncPoints(transcript))),
    element('transcript', lines.join('\n')),
  ];
}

/**
 * An OHMS XML record: the catalogue record (date, repository, interviewee, interviewer, language, duration, media),
 * the transcript one paragraph a line with its minute sync points (`<sync>`, see ohms-sync.ts), and the index as
 * points: one `<point>` per metadata entry (no auto-generated section), sorted by time, with the time in whole
 * seconds, title, the words spoken from that moment as partial transcript, synopsis, and keywords and subjects
 * separated by `;`. Every text is XML-escaped.
 */
export function exportOhmsIndex({
  metadata,
  transcript,
  recordId = '',
  title = '',
  partialTranscriptWords = 30,
  record = {},
}: OhmsIndexInput): string {
  const words = transcript.paragraphs.flatMap((paragraph) => paragraphWords(paragraph));
  const points = [...metadata]
    .sort((a, b) => a.time.start - b.time.start)
    .map((item) => {
      const first = firstWordFrom(words, item.time.start - CHAPTER_GAP_SECONDS);
      const quoted = words.slice(first, first + partialTranscriptWords).map((word) => word.text);
      return [
        '      <point>',
        `        <time>${Math.floor(item.time.start)}</time>`,
        `        <title>${escapeXml(item.title)}</title>`,
        `        <partial_transcript>${escapeXml(item.partialTranscript?.trim() || quoted.join(' '))}</partial_transcript>`,
        `        <synopsis>${escapeXml(item.synopsis)}</synopsis>`,
        `        <keywords>${escapeXml(item.keywords.join(';'))}</keywords>`,
        `        <subjects>${escapeXml((item.subjects ?? []).join(';'))}</subjects>`,
        '      </point>',
      ].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ROOT xmlns="${OHMS_NAMESPACE}">`,
    `  <record id="${escapeXml(recordId)}">`,
    `    <title>${escapeXml(title)}</title>`,
    ...recordElements(transcript, record),
    '    <index>',
    ...points,
    '    </index>',
    '  </record>',
    '</ROOT>',
    '',
  ].join('\n');
}

/** The first word starting at or after a time, found by binary search over words in time order. */
function firstWordFrom(words: readonly Word[], time: number): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((words[mid]?.start ?? 0) < time) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
