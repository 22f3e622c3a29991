import type { Paragraph, Recognition } from '@storykeep/core';

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** A recognition in the transcript's stored shape: one child per paragraph holding its text and timed words. */
export function toTranscriptParagraphs(recognition: Recognition): Paragraph[] {
  return recognition.paragraphs.map((p) => {
    const words = p.words.map((w) => ({ text: w.text, start: round(w.start), end: round(w.end) }));
    return {
      speaker: p.speaker,
      start: round(p.start),
      end: round(p.end),
      children: [{ text: words.map((w) => w.text).join(' '), words }],
    };
  });
}
