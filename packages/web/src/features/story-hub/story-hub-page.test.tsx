// @vitest-environment jsdom
import { messages, SharingApi, STORY_POLL_MS } from '@storykeep/core';
import { FakeSharingApi } from '@storykeep/core/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createTestServices, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { hubIndex, hubStory, hubTranscript } from './hub.fixture.js';
import { StoryHubPage } from './story-hub-page.js';

afterEach(cleanup);

async function openHub(
  options: { initialSearch?: string; initialTime?: number; prepare?: (services: TestServices) => void; clock?: SimulatedClock } = {},
) {
  const services = createTestServices('manager');
  services.stories.stories.set('s1', hubStory);
  services.transcripts.transcripts.set('s1', hubTranscript);
  services.transcripts.indexLists.set('s1', [hubIndex]);
  options.prepare?.(services);
  await settled(services);
  renderWithServices(
    services,
    <StoryHubPage
      storyId="s1"
      backTo="/projects/p1"
      initialSearch={options.initialSearch ?? ''}
      {...(options.initialTime !== undefined ? { initialTime: options.initialTime } : {})}
      clock={options.clock}
    />,
    '/projects/p1/stories/s1/hub',
  );
  return services;
}

const transcriptRegion = () => screen.findByRole('region', { name: 'Transcript' });
const player = () => screen.getByLabelText('Player') as HTMLVideoElement;

describe('StoryHubPage', { timeout: 20_000 }, () => {
  it('shows the transcript beside the player, and a click on a word plays from it', async () => {
    await openHub();
    const transcript = await transcriptRegion();
    expect(player().getAttribute('src')).toBe('http://media.test/s1.mp4');
    fireEvent.click(within(transcript).getByText('thunder'));
    expect(player().currentTime).toBe(20.5);
    expect(within(transcript).getByText('thunder').dataset.current).toBe('');
    expect(within(transcript).getByText('Like').dataset.played).toBe('');
  });

  it('starts at the moment a search hit opened, once the media can seek', async () => {
    await openHub({ initialTime: 20.5 });
    const transcript = await transcriptRegion();
    expect(player().currentTime).toBe(0);
    fireEvent(player(), new Event('loadedmetadata'));
    expect(player().currentTime).toBe(20.5);
    expect(within(transcript).getByText('thunder').dataset.current).toBe('');
  });

  it('pre-fills the word search from the address and wraps next and previous', async () => {
    await openHub({ initialSearch: 'MILL' });
    const transcript = await transcriptRegion();
    await waitFor(() => expect(within(transcript).getAllByText('mill', { selector: 'mark' })).toHaveLength(3));
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous match' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('3 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next match' }));
    expect(screen.getByText('1 of 3')).toBeTruthy();
  });

  it('finds chapters by title or summary, and by tag', async () => {
    await openHub();
    await transcriptRegion();
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: 'tags' } });
    fireEvent.change(screen.getByLabelText('Search the interview'), { target: { value: 'LOOM' } });
    expect(screen.getByText('1 of 1')).toBeTruthy();
    const chapters = screen.getByRole('list', { name: 'Chapters' });
    expect(within(chapters).getByRole('button', { current: true }).textContent).toContain('Sound of the looms');
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: 'chapters' } });
    fireEvent.change(screen.getByLabelText('Search the interview'), { target: { value: 'mill' } });
    expect(screen.getByText('1 of 1')).toBeTruthy();
    expect(within(chapters).getByRole('button', { current: true }).textContent).toContain('Mornings');
  });

  it('hides the indexes, shows only summaries, and switches word highlighting', async () => {
    await openHub();
    await transcriptRegion();
    expect(screen.getByRole('list', { name: 'Chapters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show indexes' }));
    expect(screen.queryByRole('list', { name: 'Chapters' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Show only summaries' }));
    expect(screen.queryByRole('region', { name: 'Transcript' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Summaries' })).getByText('Noise on the weaving floor')).toBeTruthy();
    fireEvent.click(screen.getByRole('switch', { name: 'Show only summaries' }));
    const highlighted = (await transcriptRegion()).className;
    fireEvent.click(screen.getByRole('switch', { name: 'Highlight words' }));
    expect((await transcriptRegion()).className).not.toBe(highlighted);
    expect((screen.getByRole('switch', { name: 'Auto-scroll' }) as HTMLInputElement).checked).toBe(true);
  });

  it('lists semantic results with Unknown Speaker and mm:ss times, and a click plays the passage', async () => {
    const services = await openHub({
      prepare: (s) =>
        s.search.results.set('s1', [
          {
            chapterTitle: 'Sound of the looms',
            avgScore: 0.7,
            chunks: [
              {
                start_time: 65,
                end_time: 70.4,
                speaker: null,
                highlight: 'looms',
                transcription: 'the looms never stopped',
                _weaviate_score: 0.8,
              },
              { start_time: 3, end_time: 4, speaker: 'Clara', highlight: 'mill', transcription: 'the mill opened', _weaviate_score: 0.6 },
            ],
          },
        ]),
    });
    await transcriptRegion();
    fireEvent.change(screen.getByLabelText('Search in'), { target: { value: 'semantic' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(services.search.calls).toEqual([]);
    fireEvent.change(screen.getByLabelText('Search the interview'), { target: { value: 'noise at work' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Semantic results' });
    expect(within(results).getByText(messages.relevantResults(2))).toBeTruthy();
    expect(within(results).getByText(`${messages.unknownSpeaker} · 01:05 – 01:10`)).toBeTruthy();
    expect(within(results).getByText('Clara · 00:03 – 00:04')).toBeTruthy();
    fireEvent.click(within(results).getByText('the looms never stopped'));
    expect(player().currentTime).toBe(65);
    services.search.failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Semantic results' })).queryAllByRole('listitem')).toHaveLength(0));
  });

  it('links to the people, places and dates of a transcribed interview', async () => {
    await openHub();
    await transcriptRegion();
    expect(screen.getByRole('link', { name: 'People, places and dates' }).getAttribute('href')).toBe('/entities/s1');
  });

  it('offers the export menu once the transcript is there', async () => {
    await openHub();
    await transcriptRegion();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'OHMS index (.xml)' })).toBeTruthy();
  });

  it('tells what to do next for a story with no recording: no player, no chapters', async () => {
    await openHub({
      prepare: (s) => {
        s.stories.stories.set('s1', { ...hubStory, archiveURL: undefined, transcript: 'no_op' });
        s.transcripts.transcripts.delete('s1');
        s.transcripts.indexLists.delete('s1');
      },
    });
    const next = await screen.findByLabelText('Next steps');
    expect(within(next).getByText('No recording yet')).toBeTruthy();
    expect(within(next).getByRole('button', { name: 'Upload a recording' })).toBeTruthy();
    expect(screen.queryByLabelText('Player')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Chapters' })).toBeNull();
  });

  it('sends a chosen recording to this interview, not to a new one', async () => {
    const services = await openHub({
      prepare: (s) => {
        s.stories.stories.set('s1', { ...hubStory, archiveURL: undefined, transcript: 'no_op' });
        s.transcripts.transcripts.delete('s1');
      },
    });
    const next = await screen.findByLabelText('Next steps');
    const file = new File(['recording bytes'], 'grandma.m4a', { type: 'audio/mp4' });
    fireEvent.change(within(next).getByLabelText('Recording file'), { target: { files: [file] } });
    await waitFor(() => expect(services.uploads.log).toContain('attach:s1:grandma.m4a:1'));
    expect(services.uploads.log.some((line) => line.startsWith('start:'))).toBe(false);
    await waitFor(() => expect(services.uploads.received.get('s1')).toEqual(new Set([1])));
  });

  it('offers the editor, the edit page under the hub’s project and a clip from the hub', async () => {
    await openHub();
    const actions = await screen.findByRole('region', { name: 'Interview actions' });
    expect(within(actions).getByRole('link', { name: 'Open the editor' }).getAttribute('href')).toBe('/stories/s1/author');
    expect(within(actions).getByRole('link', { name: 'Edit details' }).getAttribute('href')).toBe('/projects/p1/stories/s1/edit');
    expect(within(actions).getByRole('link', { name: 'Make a clip' }).getAttribute('href')).toBe('/stories/s1/author?panel=clips');
  });

  it('offers to transcribe a story with a recording but no transcript, then follows the task', async () => {
    const services = await openHub({
      prepare: (s) => {
        s.stories.stories.set('s1', { ...hubStory, transcript: 'no_op' });
        s.transcripts.transcripts.delete('s1');
      },
    });
    const next = await screen.findByLabelText('Next steps');
    expect(within(next).getByText('No transcript yet')).toBeTruthy();
    expect(player().getAttribute('src')).toBe('http://media.test/s1.mp4');
    services.stories.stories.set('s1', {
      ...hubStory,
      transcript: 'pending',
      asyncOperations: [{ type: 'transcribe', status: 'pending' }],
    });
    fireEvent.click(within(next).getByRole('button', { name: 'Request transcription' }));
    await screen.findByText('The transcript is being made…');
    expect(services.transcription.requests).toEqual([{ storyId: 's1', request: { mode: 'standard', regenerate: false } }]);
  });

  it('polls a story being transcribed and shows the transcript with "Transcription Completed!" when it lands', async () => {
    const clock = new SimulatedClock();
    const services = await openHub({
      clock,
      prepare: (s) => {
        s.stories.stories.set('s1', { ...hubStory, transcript: 'pending', asyncOperations: [{ type: 'transcribe', status: 'pending' }] });
        s.transcripts.transcripts.delete('s1');
      },
    });
    await screen.findByText('The transcript is being made…');
    services.stories.stories.set('s1', {
      ...hubStory,
      transcript: 'completed',
      asyncOperations: [{ type: 'transcribe', status: 'completed' }],
    });
    services.transcripts.transcripts.set('s1', hubTranscript);
    await act(async () => clock.increment(STORY_POLL_MS));
    expect(await screen.findAllByText(messages.transcriptionCompleted)).not.toHaveLength(0);
    expect(within(await transcriptRegion()).getByText('thunder')).toBeTruthy();
  });

  it('offers the download of all local recordings only for a story recorded in a call', async () => {
    const sharing = new FakeSharingApi();
    await openHub({ prepare: (services) => services.container.bind(SharingApi).toConstantValue(sharing) });
    await transcriptRegion();
    expect(screen.queryByRole('button', { name: 'Download all local recordings' })).toBeNull();
    cleanup();
    await openHub({
      prepare: (services) => {
        services.container.bind(SharingApi).toConstantValue(sharing);
        services.stories.stories.set('s1', { ...hubStory, type: 'local' });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download all local recordings' }));
    await waitFor(() => expect(sharing.downloadRequests).toEqual(['s1']));
  });
});
