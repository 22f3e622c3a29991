import type { Index, Paragraph, Story, Transcript } from '@storykeep/core';

/** A paragraph whose words follow each other every 0.5 s from `start`. */
export function spokenParagraph(speaker: string, start: number, text: string): Paragraph {
  const words = text.split(' ').map((word, i) => ({ text: word, start: start + i * 0.5, end: start + i * 0.5 + 0.4 }));
  return { speaker, start, end: (words.at(-1)?.end ?? start) + 0.1, children: [{ text, words }] };
}

export const hubTranscript: Transcript = {
  paragraphs: [
    spokenParagraph('Clara', 0, 'The mill opened at six every morning'),
    spokenParagraph('Interviewer', 10, 'What did the mill sound like'),
    spokenParagraph('Clara', 20, 'Like thunder the looms never stopped at the mill'),
  ],
};

export const hubIndex: Index = {
  _id: 'i1',
  title: 'Main',
  notes: '',
  metadata: [
    { title: 'Mornings', synopsis: 'Starting work at the mill', keywords: ['shift', 'bells'], time: { start: 0 } },
    { title: 'Sound of the looms', synopsis: 'Noise on the weaving floor', keywords: ['looms', 'noise'], time: { start: 10 } },
  ],
};

export const hubStory: Story = {
  _id: 's1',
  title: 'Clara on the weaving floor',
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  archiveURL: 'http://media.test/s1.mp4',
  mediaType: 'video',
  transcript: 'completed',
  duration: 30,
};
