import type { IndexMetadataItem } from '../model/chapter.schema.js';
import type { Transcript, Word } from '../model/transcript.schema.js';
import { CHAPTER_GAP_SECONDS } from '../util/constants.js';
import { escapeXml } from './export-xml.js';
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
}

/**
 * The index as OHMS XML index points: one `<point>` per metadata entry (no auto-generated section), sorted by time, with the time in whole
 * seconds, title, the words spoken from that moment as partial transcript, synopsis, and keywords and subjects
 * separated by `;`. Every text is XML-escaped.
 */
export function exportOhmsIndex({ metadata, transcript, recordId = '', title = '', partialTranscriptWords = 30 }: OhmsIndexInput): string {
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
