import type { Transcript, Word } from '../model/transcript.schema.js';
import { paragraphWords } from './tokens.js';

/** The minutes between two OHMS sync points (OHMS files say `1:` for one minute). */
export const OHMS_SYNC_MINUTES = 1;

/** One OHMS sync point: at `minute`, the transcript is at word `word` of line `line` (both counted from 1). */
export interface OhmsSyncPoint {
  minute: number;
  line: number;
  word: number;
}

/** A transcript word with the OHMS line and word position it is written at. */
interface PlacedWord extends Word {
  line: number;
  position: number;
}

/**
 * The transcript as OHMS writes it: one line per paragraph, `Speaker: words` (the label only when the paragraph has
 * one), paragraphs apart by an empty line, so every line number counts the empty lines too, as OHMS viewers count.
 */
export function ohmsTranscriptLines(transcript: Transcript): { lines: string[]; words: PlacedWord[] } {
  const lines: string[] = [];
  const words: PlacedWord[] = [];
  for (const paragraph of transcript.paragraphs) {
    const spoken = paragraphWords(paragraph).filter((word) => word.text.trim());
    if (spoken.length === 0) continue;
    if (lines.length > 0) lines.push('');
    const line = lines.length + 1;
    spoken.forEach((word, i) => {
      words.push({ ...word, line, position: i + 1 });
    });
    const text = spoken.map((word) => word.text.trim()).join(' ');
    lines.push(paragraph.speaker.trim() ? `${paragraph.speaker.trim()}: ${text}` : text);
  }
  return { lines, words };
}

/** Where the transcript is at each whole minute: the first word starting at or after it. */
export function ohmsSyncPoints(transcript: Transcript): OhmsSyncPoint[] {
  const { words } = ohmsTranscriptLines(transcript);
  const points: OhmsSyncPoint[] = [];
  let i = 0;
  for (let minute = OHMS_SYNC_MINUTES; ; minute += OHMS_SYNC_MINUTES) {
    while (i < words.length && (words[i]?.start ?? 0) < minute * 60) i++;
    const word = words[i];
    if (!word) return points;
    points.push({ minute, line: word.line, word: word.position });
  }
}

/** The `<sync>` text: `1:|13(3)|19(14)`, the n-th entry after the interval being minute n. */
export function formatOhmsSync(points: readonly OhmsSyncPoint[]): string {
  if (points.length === 0) return '';
  const byMinute = new Map(points.map((p) => [p.minute, p]));
  const last = points.at(-1)?.minute ?? 0;
  const entries: string[] = [];
  for (let minute = OHMS_SYNC_MINUTES; minute <= last; minute += OHMS_SYNC_MINUTES) {
    const point = byMinute.get(minute);
    entries.push(point ? `${point.line}(${point.word})` : '');
  }
  return `${OHMS_SYNC_MINUTES}:|${entries.join('|')}`;
}

/** Reads a `<sync>` text back; entries that are empty or malformed are skipped. */
export function parseOhmsSync(text: string): OhmsSyncPoint[] {
  const [interval, stamps = ''] = text.trim().split(':');
  const minutes = Number.parseInt(interval ?? '', 10);
  if (!Number.isFinite(minutes) || minutes <= 0) return [];
  return stamps
    .split('|')
    .slice(1)
    .flatMap((stamp, i) => {
      const match = /^(\d+)\((\d+)\)$/.exec(stamp.trim());
      return match ? [{ minute: (i + 1) * minutes, line: Number(match[1]), word: Number(match[2]) }] : [];
    });
}
