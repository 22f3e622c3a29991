import type { Paragraph } from '../model/transcript.schema.js';

/** One clip to stitch: its range in its story and that story's paragraphs. */
export interface StitchSegment {
  start: number;
  end: number;
  paragraphs: readonly Paragraph[];
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * The transcript of clips played one after another: each clip keeps the words said inside its range, moved onto the
 * joined timeline (shifted by the length of the clips before it). A word straddling a cut is kept only if it starts
 * inside the clip, and its end is clamped to the clip's end so no time runs past the segment.
 */
export function stitchTranscripts(segments: readonly StitchSegment[]): Paragraph[] {
  const out: Paragraph[] = [];
  let offset = 0;
  for (const segment of segments) {
    const shift = (t: number) => round(Math.min(t, segment.end) - segment.start + offset);
    for (const paragraph of segment.paragraphs) {
      const children = paragraph.children
        .map((child) => {
          const words = child.words
            .filter((w) => w.start >= segment.start && w.start < segment.end)
            .map((w) => ({ text: w.text, start: shift(w.start), end: shift(Math.max(w.start, w.end)) }));
          return { text: words.map((w) => w.text).join(' '), words };
        })
        .filter((child) => child.words.length > 0);
      const words = children.flatMap((c) => c.words);
      const first = words[0];
      const last = words[words.length - 1];
      if (!first || !last) continue;
      out.push({ speaker: paragraph.speaker, start: first.start, end: last.end, children });
    }
    offset = round(offset + (segment.end - segment.start));
  }
  return out;
}
