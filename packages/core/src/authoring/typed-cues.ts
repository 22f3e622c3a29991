/** One cue of an SRT or WebVTT file: its time span, its text without markup and the speaker it names, if any. */
export interface TypedCue {
  start: number;
  end: number;
  text: string;
  speaker?: string;
}

const TIME_LINE = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/;
const VOICE = /<v(?:\.[^\s>]*)?\s+([^>]+)>/;
const TAG = /<[^>]*>/g;

/** Seconds of an SRT (`00:01:02,500`) or WebVTT (`01:02.500`, `00:01:02.500`) timestamp. */
export function parseCueTime(stamp: string): number {
  const [clock = '', fraction = '0'] = stamp.split(/[.,]/);
  const parts = clock.split(':').map(Number);
  const seconds = parts.reduce((total, part) => total * 60 + part, 0);
  return seconds + Number(`0.${fraction}`);
}

function decodeEntities(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * The cues of an SRT or WebVTT text, in file order. Blocks without a time line (the WEBVTT header, NOTE, STYLE and
 * REGION blocks, stray text) are skipped; a `<v Name>` voice tag names the cue's speaker; other markup is dropped.
 */
export function parseCues(source: string): TypedCue[] {
  const cues: TypedCue[] = [];
  const blocks = source.replace(/^\uFEFF/, '').split(/\r?\n\s*\r?\n|\r\s*\r/);
  for (const block of blocks) {
    const lines = block.split(/\r\n|\r|\n/);
    const timeLine = lines.findIndex((line) => TIME_LINE.test(line));
    if (timeLine < 0) continue;
    const match = TIME_LINE.exec(lines[timeLine] ?? '');
    if (!match?.[1] || !match[2]) continue;
    const body = lines.slice(timeLine + 1).join('\n');
    const voice = VOICE.exec(body)?.[1]?.trim();
    const text = decodeEntities(body.replace(TAG, ''))
      .replace(/[^\S\u00a0]+/g, ' ')
      .trim();
    const cue: TypedCue = { start: parseCueTime(match[1]), end: parseCueTime(match[2]), text };
    if (voice) cue.speaker = voice;
    cues.push(cue);
  }
  return cues;
}
