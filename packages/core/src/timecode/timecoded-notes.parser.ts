import type { TimecodedNoteSegment } from '../model/timecoded-notes.schema.js';
import { readLeadingNoteTimecode } from './note-timecode.js';

type Field = 'title' | 'synopsis' | 'notes' | 'keywords';

interface Draft {
  start: number;
  end: number | null;
  lines: Record<Field, string[]>;
  /** The field a `Label:` line opened, which later lines continue; null while reading unlabelled text. */
  labelled: Field | null;
  /** Where the next unlabelled text goes: the first line is the title, the next paragraph the synopsis, the rest notes. */
  stage: 'title' | 'synopsis' | 'notes';
}

const LABEL = /^\s*(title|synopsis|notes?|keywords?)\s*:\s*(.*)$/i;
const TITLE_SEPARATOR = /^\s*(?:[-\u2013\u2014:|]\s*)?/;

function fieldOf(label: string): Field {
  const lower = label.toLowerCase();
  return lower.startsWith('note') ? 'notes' : lower.startsWith('keyword') ? 'keywords' : (lower as Field);
}

function addLabelled(draft: Draft, field: Field, text: string): void {
  draft.labelled = field;
  if (field === 'title' && draft.stage === 'title') draft.stage = 'synopsis';
  if (text !== '') draft.lines[field].push(text);
}

function addLine(draft: Draft, line: string): void {
  const text = line.trim();
  const label = LABEL.exec(line);
  if (label) {
    addLabelled(draft, fieldOf(label[1] ?? ''), (label[2] ?? '').trim());
    return;
  }
  if (draft.labelled) {
    // A blank line ends a one-line field (title, keywords); synopsis and notes keep it as a paragraph break.
    if (text === '' && (draft.labelled === 'title' || draft.labelled === 'keywords')) draft.labelled = null;
    else draft.lines[draft.labelled].push(text);
    return;
  }
  const { lines } = draft;
  if (text === '') {
    if (draft.stage === 'synopsis' && lines.synopsis.length > 0) draft.stage = 'notes';
    else if (draft.stage === 'notes' && lines.notes.length > 0) lines.notes.push('');
  } else if (draft.stage === 'title') {
    lines.title.push(text);
    draft.stage = 'synopsis';
  } else {
    lines[draft.stage].push(text);
  }
}

function joined(lines: string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function finish(draft: Draft, nextStart: number | null): TimecodedNoteSegment {
  const end = draft.end ?? (nextStart !== null && nextStart >= draft.start ? nextStart : null);
  const keywords = draft.lines.keywords
    .join(',')
    .split(/[,;]/)
    .map((k) => k.trim())
    .filter((k) => k !== '');
  return {
    timecode: { start: draft.start, end },
    title: joined(draft.lines.title).replace(/\s*\n\s*/g, ' '),
    synopsis: joined(draft.lines.synopsis),
    notes: joined(draft.lines.notes),
    keywords,
  };
}

/**
 * Parses timecoded transcript notes into segments.
 *
 * Layout, line by line:
 * - A line that starts with a timecode starts a segment. Accepted (spec): `hh:mm:ss.ff`, `hh:mm:ss`, `h:mm:ss`, `mm:ss`,
 *   `m:ss`, each optionally a range `start-end` (hyphen, en or em dash) and optionally in `[…]` or `(…)`; `.ff` counts
 *   frames at 60 fps. Text after the timecode on that line (after an optional `-`, `:` or `|`) is the title.
 * - Otherwise the segment's first non-blank line is its title; the next paragraph is the synopsis; every later
 *   paragraph (after a blank line) is notes, paragraphs kept apart by a blank line.
 * - `Title:`, `Synopsis:`, `Notes:` and `Keywords:` (any case) put the rest of the line, and the lines after it up to
 *   the next label or segment, into that field; a blank line ends a title or keywords. Keywords split on `,` or `;`.
 * - A segment ends where its range says; without a range, where the next segment starts; the last one is open (null).
 * - Lines before the first timecode belong to no segment and are left out. A timecode with a field out of range
 *   (minutes, seconds or frames of 60 or more) or a range that runs backwards does not start a segment.
 */
export function parseTimecodedNotes(text: string): TimecodedNoteSegment[] {
  const drafts: Draft[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    const timecode = readLeadingNoteTimecode(line);
    if (timecode) {
      const draft: Draft = {
        start: timecode.start,
        end: timecode.end,
        lines: { title: [], synopsis: [], notes: [], keywords: [] },
        labelled: null,
        stage: 'title',
      };
      const rest = timecode.rest.replace(TITLE_SEPARATOR, '');
      if (rest.trim() !== '') addLine(draft, rest);
      drafts.push(draft);
      continue;
    }
    const draft = drafts.at(-1);
    if (!draft) continue;
    addLine(draft, line);
  }
  return drafts.map((draft, i) => finish(draft, drafts[i + 1]?.start ?? null));
}
