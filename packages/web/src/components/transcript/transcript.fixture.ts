import type { Paragraph, Transcript } from '@storykeep/core';

/** A paragraph whose words follow each other every 0.5 s from `start`. */
export function spokenParagraph(speaker: string, start: number, text: string): Paragraph {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.5, end: start + i * 0.5 + 0.4 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
}

/** Three short paragraphs, one word every 0.5 s, for tests of transcript views. */
export const spokenTranscript: Transcript = {
  paragraphs: [
    spokenParagraph('Clara', 0, 'The mill opened at six every morning'),
    spokenParagraph('Interviewer', 10, 'What did the mill sound like'),
    spokenParagraph('Clara', 20, 'Like thunder the looms never stopped at the mill'),
  ],
};
