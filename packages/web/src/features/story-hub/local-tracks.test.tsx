// @vitest-environment jsdom
import { type RecordedStream, SharingApi } from '@storykeep/core';
import { FakeSharingApi } from '@storykeep/core/testing';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { LocalTracks } from './local-tracks.js';

afterEach(cleanup);

const stream = (streamId: string, participantName: string, more: Partial<RecordedStream>): RecordedStream => ({
  streamId,
  sessionId: null,
  type: 'audio',
  mimeType: 'audio/webm;codecs=opus',
  participantName,
  userId: null,
  state: 'completed',
  partsUploaded: 1,
  uploadedBytes: 1000,
  recordingStartTime: null,
  recordingStopTime: null,
  localTimeOffset: 0,
  startedAt: '2024-05-01T10:00:00.000Z',
  completedAt: '2024-05-01T11:00:00.000Z',
  ...more,
});

async function renderTracks(tracks: RecordedStream[]) {
  const services = createTestServices('user');
  const sharing = new FakeSharingApi();
  sharing.tracks.set('s1', tracks);
  services.container.bind(SharingApi).toConstantValue(sharing);
  await settled(services);
  renderWithServices(services, <LocalTracks storyId="s1" />);
  return sharing;
}

describe('LocalTracks', () => {
  it('lists each local recording with the format it was captured in, or where it stands', async () => {
    await renderTracks([
      stream('a', 'Rose', { format: { container: 'matroska,webm', codec: 'opus', sampleRate: 48_000, channels: 2 } }),
      stream('b', 'Tom', { format: { container: 'wav', codec: 'pcm_s16le', sampleRate: 96_000, channels: 1 } }),
      stream('c', 'Ada', {}),
      stream('d', 'Guest', { state: 'uploading', completedAt: null }),
    ]);
    const list = await screen.findByRole('list', { name: 'Local recordings' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rose: Opus, 48 kHz, stereo, WebM', 'Tom: 16-bit PCM, 96 kHz, mono, WAV', 'Ada: format not read yet', 'Guest: uploading']);
  });

  it('shows nothing for a story without local recordings', async () => {
    const sharing = await renderTracks([]);
    await waitFor(() => expect(sharing.tracksRequests).toEqual(['s1']));
    // Let the answer land before looking: an empty answer still shows no list.
    await act(async () => {});
    expect(screen.queryByRole('list', { name: 'Local recordings' })).toBeNull();
  });
});
