/** What a time field says when its text is not a time parseClipTime reads. */
export const TIME_FORMAT_PROBLEM = 'Use a time such as 1:05 or 00:01:05.500';

/**
 * Seconds from what a person types for a clip's start or end: `h:mm:ss.mmm`, `mm:ss`, or plain seconds (a comma
 * works as the decimal mark). NaN when it is none of these.
 */
export function parseClipTime(typed: string): number {
  const text = typed.trim().replace(',', '.');
  if (!/^(\d+:){0,2}\d+(\.\d+)?$/.test(text)) return Number.NaN;
  const parts = text.split(':').map(Number);
  if (parts.slice(1).some((part) => part >= 60)) return Number.NaN;
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** A clip time as `hh:mm:ss.mmm`, the form parseClipTime reads back. */
export function formatClipTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}
