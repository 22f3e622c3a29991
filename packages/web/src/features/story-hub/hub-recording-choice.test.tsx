// @vitest-environment jsdom
import { messages, type RecordedParticipant } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { hubStory, hubTranscript } from './hub.fixture.js';
import { HubRecordingChoice } from './hub-recording-choice.js';
import { StoryHubPage } from './story-hub-page.js';

afterEach(cleanup);

const participant = (name: string, userId: string | null, state: RecordedParticipant['state']): RecordedParticipant => ({
  name,
  userId,
  streams: 1,
  state,
  partsUploaded: 4,
  uploadedBytes: 4_000_000,
  isVideoRecorded: true,
});

/** A call's story whose two participants' devices sent their recordings: the host in full, the guest on its way. */
function recordedCall(services: TestServices, mayChooseVideo = true) {
  services.recordings.recordings.set('s1', {
    streams: [],
    participants: [participant('Hana Host', 'u-host', 'completed'), participant('Nora Narrator', null, 'uploading')],
    videoParticipants: [],
    updatedAt: null,
    layoutChanges: [],
    mayChooseVideo,
  });
}

async function showChoice(mayChoose: boolean) {
  const services = createTestServices('manager');
  recordedCall(services, mayChoose);
  await settled(services);
  renderWithServices(services, <HubRecordingChoice storyId="s1" />);
  return { services, list: await screen.findByRole('region', { name: messages.recordedParticipantsTitle }) };
}

describe('who is recorded, on the hub of a call', () => {
  it('lets those the server says may choose (the host, a manager of the project) take a video out; the choice is saved and shown', async () => {
    const { services, list } = await showChoice(true);
    const guest = within(list).getByLabelText('Video of Nora Narrator') as HTMLInputElement;
    expect(guest.checked).toBe(true);
    expect(within(list).getByText(messages.recordedUploaded)).toBeTruthy();
    expect(within(list).getByText('Recording on their device · 4 parts received')).toBeTruthy();
    fireEvent.click(guest);
    await waitFor(() =>
      expect(services.recordings.updates).toEqual([{ storyId: 's1', videoParticipants: [{ id: 'u-host', name: 'Hana Host' }] }]),
    );
    await waitFor(() => expect((within(list).getByLabelText('Video of Nora Narrator') as HTMLInputElement).checked).toBe(false));
    expect((within(list).getByLabelText('Video of Hana Host') as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the choice could not be saved, and keeps the choice in force', async () => {
    const { services, list } = await showChoice(true);
    services.recordings.failNextUpdate = 500;
    fireEvent.click(within(list).getByLabelText('Video of Hana Host'));
    expect(await within(list).findByText(messages.recordedChoiceFailed)).toBeTruthy();
    expect(services.recordings.updates).toEqual([]);
    await waitFor(() => expect((within(list).getByLabelText('Video of Hana Host') as HTMLInputElement).checked).toBe(true));
  });

  it('shows everyone else the choice without a way to change it, whatever their role', async () => {
    const { list } = await showChoice(false);
    expect(within(list).queryByRole('checkbox')).toBeNull();
    expect(within(list).getByText(`Nora Narrator · ${messages.recordedVideoAndVoice}`)).toBeTruthy();
  });

  it('appears on the hub of an interview recorded in a call, and not on an uploaded one', async () => {
    for (const type of ['local', undefined] as const) {
      const services = createTestServices('admin');
      services.stories.stories.set('s1', { ...hubStory, ...(type ? { type } : {}) });
      services.transcripts.transcripts.set('s1', hubTranscript);
      recordedCall(services);
      await settled(services);
      renderWithServices(services, <StoryHubPage storyId="s1" backTo="/projects/p1" initialSearch="" />, '/projects/p1/stories/s1/hub');
      await screen.findByRole('region', { name: 'Transcript' });
      if (type) expect(await screen.findByRole('region', { name: messages.recordedParticipantsTitle })).toBeTruthy();
      else expect(screen.queryByRole('region', { name: messages.recordedParticipantsTitle })).toBeNull();
      cleanup();
    }
  });
});
