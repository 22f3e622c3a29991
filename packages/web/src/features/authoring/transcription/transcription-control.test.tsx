// @vitest-environment jsdom
import {
  BrowserNotifications,
  messages,
  type NotificationContent,
  STORY_POLL_ADVANCED_MS,
  STORY_POLL_MS,
  type Story,
  TranscriptionApi,
  type TranscriptionRequest,
} from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { spokenTranscript } from '../../../components/transcript/transcript.fixture.js';
import { createTestServices, renderWithServices, settled, type TestServices } from '../../../testing/test-services.fixture.js';
import { TranscriptionControl } from './transcription-control.js';

afterEach(cleanup);

const story: Story = { _id: 's1', title: 'Clara', created_at: '2024-05-01T12:00:00.000Z', project_id: 'p1', transcript: 'completed' };

/** Queues like the server: the story's transcript turns pending with a running transcribe operation. */
class QueueingTranscription implements TranscriptionApi {
  readonly requests: TranscriptionRequest[] = [];
  constructor(private readonly services: TestServices) {}
  async request(storyId: string, request: TranscriptionRequest) {
    this.requests.push(request);
    const current = this.services.stories.stories.get(storyId) as Story;
    this.services.stories.stories.set(storyId, {
      ...current,
      transcript: 'pending',
      asyncOperations: [{ type: 'transcribe', status: 'pending', mode: request.mode }],
    });
    return true;
  }
}

async function renderControl(initial: Story, prepare: (services: TestServices) => void = () => {}) {
  const services = createTestServices('manager');
  prepare(services);
  services.stories.stories.set('s1', initial);
  services.transcripts.transcripts.set('s1', spokenTranscript);
  const transcription = new QueueingTranscription(services);
  services.container.unbind(TranscriptionApi);
  services.container.bind(TranscriptionApi).toConstantValue(transcription);
  const shown: NotificationContent[] = [];
  services.container.bind(BrowserNotifications).toConstantValue({ show: (content: NotificationContent) => shown.push(content) });
  await settled(services);
  const clock = new SimulatedClock();
  let completed = 0;
  renderWithServices(services, <TranscriptionControl storyId="s1" onCompleted={() => completed++} clock={clock} />);
  return { services, transcription, shown, clock, completed: () => completed };
}

function finish(services: TestServices) {
  services.stories.stories.set('s1', { ...story, transcript: 'completed', asyncOperations: [{ type: 'transcribe', status: 'completed' }] });
}

describe('TranscriptionControl', () => {
  it('regenerates in advanced mode after keeping a version, and says "Transcription Completed!" when it lands', async () => {
    // Advanced is offered by a service whose advanced mode differs here: the server's own pocketsphinx.
    const { services, transcription, shown, clock, completed } = await renderControl(story);
    const button = await screen.findByRole('button', { name: 'Regenerate transcript' });
    expect(await screen.findByText(messages.transcriptionAdvancedHint)).toBeTruthy();
    fireEvent.click(await screen.findByRole('radio', { name: 'Advanced' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Language/ }), { target: { value: 'en-GB' } });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await screen.findByText('Transcription in progress…');
    expect(transcription.requests).toEqual([{ mode: 'advanced', language: 'en-GB', regenerate: true }]);
    expect(services.versions.calls).toEqual(['keep:s1']);
    expect(services.versions.kept.get('s1')?.[0]?.transcript).toEqual(spokenTranscript);
    finish(services);
    await act(async () => clock.increment(STORY_POLL_ADVANCED_MS));
    expect(await screen.findAllByText(messages.transcriptionCompleted)).not.toHaveLength(0);
    await waitFor(() => expect(completed()).toBe(1));
    expect(shown).toEqual([expect.objectContaining({ title: messages.transcriptionCompleted })]);
  });

  it('requests a first transcription without keeping a version', async () => {
    const { services, transcription, clock, completed } = await renderControl({ ...story, transcript: 'no_op' });
    fireEvent.click(await screen.findByRole('button', { name: 'Request transcription' }));
    await screen.findByText('Transcription in progress…');
    expect(transcription.requests).toEqual([{ mode: 'standard', language: undefined, regenerate: false }]);
    expect(services.versions.calls).toEqual([]);
    finish(services);
    await act(async () => clock.increment(STORY_POLL_MS));
    await waitFor(() => expect(completed()).toBe(1));
  });

  it('refuses a language that is not a language tag', async () => {
    const { transcription } = await renderControl(story);
    await screen.findByRole('button', { name: 'Regenerate transcript' });
    fireEvent.change(screen.getByRole('textbox', { name: /Language/ }), { target: { value: 'not a tag!' } });
    expect(screen.getByText('Use a language tag such as en or en-US')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Regenerate transcript' }) as HTMLButtonElement).disabled).toBe(true);
    expect(transcription.requests).toEqual([]);
  });

  it('shows Advanced disabled, with why, where the service has no different advanced mode, and requests standard', async () => {
    const { transcription } = await renderControl(story, (s) => s.speechServices.settings.set('s1', 'deepgram'));
    const button = await screen.findByRole('button', { name: 'Regenerate transcript' });
    const advanced = (await screen.findByRole('radio', { name: 'Advanced' })) as HTMLInputElement;
    expect(advanced.disabled).toBe(true);
    expect(screen.getByText(messages.transcriptionAdvancedUnavailable('Deepgram'))).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Standard' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(button);
    await screen.findByText('Transcription in progress…');
    expect(transcription.requests).toEqual([{ mode: 'standard', language: undefined, regenerate: true }]);
  });

  it('says before the request that the engine has no model for the language', async () => {
    const { transcription } = await renderControl({ ...story, language: 'Spanish' }, (s) =>
      s.speechServices.languages.set('s1', 'Spanish'),
    );
    const button = await screen.findByRole('button', { name: 'Regenerate transcript' });
    expect(await screen.findByText(/PocketSphinx on this server has no model for Spanish/)).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('textbox', { name: /Language/ }), { target: { value: 'en' } });
    expect(await screen.findByText('PocketSphinx will transcribe this interview in English.')).toBeTruthy();
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    await screen.findByText('Transcription in progress…');
    expect(transcription.requests).toEqual([{ mode: 'standard', language: 'en', regenerate: true }]);
  });
});
