/** Frame rate of the `.ff` part of a timecode in transcript notes (always 60, whatever the recording's rate). */
export const NOTE_TIMECODE_FRAME_RATE = 60;

/** hh:mm:ss.ff, hh:mm:ss, h:mm:ss (frames only after seconds of a full time), or mm:ss, m:ss. */
const TIME = String.raw`\d{1,2}:\d{2}:\d{2}(?:\.\d{2})?|\d{1,2}:\d{2}`;
const DASH = String.raw`\s*[-\u2013\u2014]\s*`;
const BRACKETED = new RegExp(String.raw`^\s*(?:\[\s*(${TIME})(?:${DASH}(${TIME}))?\s*\]|\(\s*(${TIME})(?:${DASH}(${TIME}))?\s*\))`);
const BARE = new RegExp(String.raw`^\s*(${TIME})(?:${DASH}(${TIME}))?(?![\d:.])`);

/** Seconds of one note timecode, or null when a field is out of range (minutes and seconds below 60, frames below 60). */
export function noteTimeToSeconds(text: string): number | null {
  const [clock, frames] = text.split('.');
  const parts = (clock ?? '').split(':').map(Number);
  const ff = frames === undefined ? 0 : Number(frames);
  if (ff >= NOTE_TIMECODE_FRAME_RATE) return null;
  if (parts.slice(1).some((p) => p >= 60)) return null;
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds + ff / NOTE_TIMECODE_FRAME_RATE;
}

/** A timecode or range at the start of a line of notes, with the rest of the line. */
export interface LeadingNoteTimecode {
  start: number;
  /** Seconds of the range's end; null when the line gives a single time. */
  end: number | null;
  rest: string;
}

/**
 * Reads a timecode (`1:02:03.30`, `12:05`…), optionally a range `start-end`, optionally in `[…]` or `(…)`,
 * from the start of a line. Null when the line does not start with one, a field is out of range, or a range runs backwards.
 */
export function readLeadingNoteTimecode(line: string): LeadingNoteTimecode | null {
  const match = BRACKETED.exec(line) ?? BARE.exec(line);
  if (!match) return null;
  const [startText, endText] = match.slice(1).filter((g) => g !== undefined);
  const start = noteTimeToSeconds(startText ?? '');
  const end = endText === undefined ? null : noteTimeToSeconds(endText);
  if (start === null || (endText !== undefined && (end === null || end < start))) return null;
  return { start, end, rest: line.slice(match[0].length) };
}
