/** Whole milliseconds of a time in seconds, never negative. */
function millis(seconds: number): number {
  return Math.max(0, Math.round(seconds * 1000));
}

function clock(ms: number): string {
  const hours = Math.floor(ms / 3_600_000);
  const minutes = Math.floor(ms / 60_000) % 60;
  const secs = Math.floor(ms / 1000) % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`;
}

/** A WebVTT cue time, HH:MM:SS.mmm. */
export function formatVttTime(seconds: number): string {
  const ms = millis(seconds);
  return `${clock(ms)}.${String(ms % 1000).padStart(3, '0')}`;
}

/** An SRT cue time, HH:MM:SS,mmm. */
export function formatSrtTime(seconds: number): string {
  const ms = millis(seconds);
  return `${clock(ms)},${String(ms % 1000).padStart(3, '0')}`;
}

/** A plain-text transcript marker time, hh:mm:ss (seconds rounded down, so a marker never points past its words). */
export function formatClockTime(seconds: number): string {
  return clock(Math.floor(Math.max(0, seconds)) * 1000);
}

/** Cue start and end in whole milliseconds, the end at least 1 ms after the start as subtitle players require. */
export function cueMillis(start: number, end: number): { start: number; end: number } {
  const startMs = millis(start);
  return { start: startMs, end: Math.max(millis(end), startMs + 1) };
}
