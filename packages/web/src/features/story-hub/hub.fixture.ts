import type { Index, Story, Transcript } from '@storykeep/core';
import { spokenParagraph, spokenTranscript } from '../../components/transcript/transcript.fixture.js';

export { spokenParagraph };

/** The hub's transcript in tests. */
export const hubTranscript: Transcript = spokenTranscript;

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
