// @vitest-environment jsdom
import type { RoomJoinResponse } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useWorkspace } from '../../shared/workspace-context.js';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { OwnRecordingStatus } from './own-recording-status.js';
import { useCallRecorder } from './use-call-recorder.js';

afterEach(cleanup);

const guestJoin: RoomJoinResponse = {
  participantId: 'p-guest',
  role: 'guest',
  name: 'Nora Narrator',
  token: 'guest-join-token',
  storyId: 'story-7',
  title: 'The spring flood',
  questions: [],
  isRecording: false,
  numberOfRecordings: 0,
  layout: 'grid',
  serverTime: '2024-05-01T10:00:00.000Z',
  // This device's clock runs 1.5 s ahead of the server's.
  localTimeOffset: -1500,
};

/** The call's recording switched on and off by a button, as the host's start and stop reach every participant. */
function Recorder({ initially, join }: { initially: boolean; join: RoomJoinResponse }) {
  const [recording, setRecording] = useState(initially);
  const recorder = useCallRecorder({ recording, inCall: true, video: false, roomKey: 'room-key-000000000000001', join, devices: {} });
  return (
    <>
      <button type="button" onClick={() => setRecording((r) => !r)}>
        Switch the call's recording
      </button>
      <OwnRecordingStatus recorder={recorder} />
    </>
  );
}

/** Says when the organization's flags have reached the page (they load after the first paint). */
function FlagsLoaded() {
  const { flags } = useWorkspace();
  return flags.localRecordingsPolyfill ? <p>WAV recorder on</p> : null;
}

const toggle = () => fireEvent.click(screen.getByRole('button', { name: "Switch the call's recording" }));

describe('the call screen’s own recording', () => {
  it('records a guest while the call records, then uploads it with their join token and under their name', async () => {
    const services = createTestServices();
    await settled(services);
    renderWithServices(services, <Recorder initially={false} join={guestJoin} />);
    expect(services.recorder.log).toEqual([]);

    toggle();
    expect(await screen.findByRole('status', { name: 'Recording on this device' })).toBeTruthy();
    await waitFor(() => expect(services.recorder.log).toEqual(['start:audio']));
    const [stored] = await services.localRecordings.listStreams();
    expect(stored).toMatchObject({ storyId: 'story-7', userId: null, participantName: 'Nora Narrator', guestToken: 'guest-join-token' });
    // Sent with the stream, so the server lines this track up with the others on its own clock.
    expect(stored?.localTimeOffset).toBe(-1500);
    services.recorder.slice(new Uint8Array([1, 2, 3]).buffer);

    toggle();
    await waitFor(() => expect(services.recorder.log).toEqual(['start:audio', 'stop']));
    // Nobody is signed in: the upload runs for the guest, admitted by their join token.
    expect(await screen.findByText('Uploaded · 1 of 1 parts', {}, { timeout: 5000 })).toBeTruthy();
    const streamId = stored?.streamId ?? '';
    expect(services.recordingUploads.opened.get(streamId)).toEqual({ participantName: 'Nora Narrator', guestToken: 'guest-join-token' });
    expect([...(services.recordingUploads.completed.get(streamId)?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(screen.queryByRole('status', { name: 'Recording on this device' })).toBeNull();
  });

  it('records a signed-in host under the name they joined with, on their own account', async () => {
    const services = createTestServices('manager');
    await settled(services);
    const hostJoin = { ...guestJoin, role: 'host' as const, name: 'Manny Manager', token: null, isRecording: true };
    renderWithServices(services, <Recorder initially join={hostJoin} />);
    await waitFor(() => expect(services.recorder.log).toEqual(['start:audio']));
    const [stored] = await services.localRecordings.listStreams();
    expect(stored?.userId).toEqual(expect.any(String));
    expect(stored).toMatchObject({ participantName: 'Manny Manager' });
    expect(stored && 'guestToken' in stored).toBe(false);
    toggle();
    await waitFor(() =>
      expect(services.recordingUploads.opened.get(stored?.streamId ?? '')).toEqual({
        participantName: 'Manny Manager',
        guestToken: undefined,
      }),
    );
  });

  it('records as the organization’s flags say: format, video bitrate, largest picture, WAV and one file at the end', async () => {
    const services = createTestServices('manager');
    services.flags.flags = {
      localRecordingMimeType: 'audio/mp4',
      localRecordingVideoBitrate: 1_000_000,
      localRecordingMaxResolution: { width: 640, height: 480 },
      localRecordingStreaming: false,
      localRecordingsPolyfill: true,
    };
    await settled(services);
    const hostJoin = { ...guestJoin, role: 'host' as const, name: 'Manny Manager', token: null };
    renderWithServices(
      services,
      <>
        <FlagsLoaded />
        <Recorder initially={false} join={hostJoin} />
      </>,
    );
    expect(await screen.findByText('WAV recorder on')).toBeTruthy();
    toggle();
    await waitFor(() => expect(services.recorder.log).toEqual(['start:audio']));
    expect(services.recorder.startedWith).toMatchObject({
      mimeType: 'audio/mp4',
      videoBitsPerSecond: 1_000_000,
      maxResolution: { width: 640, height: 480 },
      wav: true,
    });
    const [stored] = await services.localRecordings.listStreams();
    expect(stored?.singleFile).toBe(true);
  });
});
