// @vitest-environment jsdom
import { AuthoringDraftStore, messages, type Story, type Transcript } from '@storykeep/core';
import { FakeAuthoringDraftStore } from '@storykeep/core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenParagraph } from '../../components/transcript/transcript.fixture.js';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { AuthoringPage } from './authoring-page.js';

afterEach(cleanup);

const story: Story = {
  _id: 's1',
  title: 'Clara on the weaving floor',
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  archiveURL: 'http://media.test/s1.mp4',
  mediaType: 'video',
  transcript: 'completed',
  duration: 40,
  narrator: 'Clara Byrne',
  interviewer: 'Tom Hale',
};

/** Speaker separation's labels: Speaker 1 asks briefly, Speaker 2 tells at length. */
const separated: Transcript = {
  updated_at: '2024-05-02T12:00:00.000Z',
  paragraphs: [
    spokenParagraph('Speaker 1', 0, 'Where did you work'),
    spokenParagraph('Speaker 2', 5, 'At the mill on the river where my mother worked before me'),
    spokenParagraph('Speaker 1', 15, 'How loud was it'),
    spokenParagraph('Speaker 2', 20, 'Like thunder the looms never stopped and we learned to read lips'),
  ],
};

async function openEditor(transcript: Transcript) {
  const services = createTestServices('manager');
  services.stories.stories.set('s1', story);
  services.transcripts.transcripts.set('s1', transcript);
  services.container.bind(AuthoringDraftStore).toConstantValue(new FakeAuthoringDraftStore());
  await settled(services);
  renderWithServices(services, <AuthoringPage storyId="s1" confirmLeave={() => false} />, '/stories/s1/author');
  await screen.findByRole('region', { name: 'Transcript editor' });
  fireEvent.click(screen.getByRole('tab', { name: messages.authoringToolsTab }));
  return screen.getByRole('tabpanel', { name: messages.authoringToolsTab });
}

describe('naming the speakers told apart by voice', () => {
  it("offers the interviewer's name to the voice that asks and the narrator's to the other; applying renames every paragraph", async () => {
    const tools = await openEditor(separated);
    fireEvent.click(within(tools).getByRole('button', { name: messages.nameSpeakers }));
    const dialog = await screen.findByRole('dialog', { name: messages.nameSpeakers, hidden: true });
    const first = within(dialog).getByLabelText('Speaker 1') as HTMLInputElement;
    const second = within(dialog).getByLabelText('Speaker 2') as HTMLInputElement;
    expect(first.value).toBe('Tom Hale');
    expect(second.value).toBe('Clara Byrne');
    expect(within(dialog).getByText(messages.speakerSuggestedInterviewer)).toBeTruthy();
    // The person confirms or corrects: here the narrator goes by her first name.
    fireEvent.change(second, { target: { value: 'Clara' } });
    fireEvent.click(within(dialog).getByRole('button', { name: messages.nameSpeakersApply, hidden: true }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Speaker Tom Hale, change' })).toHaveLength(2));
    expect(screen.getAllByRole('button', { name: 'Speaker Clara, change' })).toHaveLength(2);
    // Nobody is left to name, so the control goes away.
    await waitFor(() => expect(within(tools).queryByRole('button', { name: messages.nameSpeakers })).toBeNull());
  });

  it('is not offered when every speaker already has a name', async () => {
    const named = {
      ...separated,
      paragraphs: separated.paragraphs.map((p) => ({ ...p, speaker: p.speaker === 'Speaker 1' ? 'Tom' : 'Clara' })),
    };
    const tools = await openEditor(named);
    expect(within(tools).getByRole('button', { name: 'Regenerate transcript' })).toBeTruthy();
    expect(within(tools).queryByRole('button', { name: messages.nameSpeakers })).toBeNull();
  });
});
