// @vitest-environment jsdom
import {
  apiFailure,
  type DialIn,
  interviewMessages,
  messages,
  type RoomJoinResponse,
  type SignalPeer,
  type VideoCall,
  type VideoCallEvent,
  VideoCallProvider,
} from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Subject } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { CallScreen } from './call-screen.js';

afterEach(cleanup);

const hostPeer: SignalPeer = { peerId: 'peer-host', participantId: 'p-host', name: 'Hana Host', role: 'host' };
const guestPeer: SignalPeer = { peerId: 'peer-guest', participantId: 'p-guest', name: 'Nora Narrator', role: 'guest' };

/** A video call in memory: it answers the connect with `self` and the other peer, and lets the test push events. */
function fakeCall(self: SignalPeer, dialIn: DialIn | null = null) {
  const events = new Subject<VideoCallEvent>();
  const call: VideoCall = {
    connect: async () => ({
      self,
      peers: [self === hostPeer ? guestPeer : hostPeer],
      recording: { isRecording: false, numberOfRecordings: 0, at: null },
      chat: [],
      dialIn,
    }),
    // A stream with no tracks: the tile shows it, the level meter has nothing to hear.
    initPublisher: async () => ({ id: 'local-stream', getAudioTracks: () => [], getVideoTracks: () => [] }),
    publish: async () => undefined,
    unpublish: async () => undefined,
    setScreenShare: async () => undefined,
    setVideoEnabled: async () => undefined,
    sendChat: async () => undefined,
    events: () => events.asObservable(),
    disconnect: async () => undefined,
  };
  return { call, events };
}

async function showCall(self: SignalPeer, options: { dialIn?: DialIn | null; failLayout?: boolean } = {}) {
  const services = createTestServices();
  const room = await services.rooms.startRoom('p1', { title: 'Spring flood' });
  await settled(services);
  const { call, events } = fakeCall(self, options.dialIn ?? null);
  services.container.bind(VideoCallProvider).toConstantValue({ open: async () => call });
  const sent: string[] = [];
  services.rooms.setLayout = async (_roomKey, layout) => {
    sent.push(layout);
    if (options.failLayout) throw apiFailure(500, 'SERVER_ERROR', 'The layout could not be kept');
  };
  const join: RoomJoinResponse = {
    participantId: self.participantId,
    role: self.role,
    name: self.name,
    token: 'join-token',
    storyId: room.storyId,
    title: 'Spring flood',
    questions: [],
    isRecording: false,
    numberOfRecordings: 0,
    layout: 'grid',
  };
  renderWithServices(services, <CallScreen roomKey={room.roomKey} join={join} token="join-token" devices={{}} />);
  await screen.findByText('Connected');
  return { services, events, sent };
}

const layoutSection = () => screen.getByRole('region', { name: messages.recordingLayoutLabel });

describe('the call screen: the recording layout', () => {
  it("sends the host's choice once it has settled, and shows it chosen", { timeout: 30_000 }, async () => {
    const { sent } = await showCall(hostPeer);
    fireEvent.click(within(layoutSection()).getByLabelText(messages.recordingLayoutSideBySide));
    fireEvent.click(within(layoutSection()).getByLabelText(messages.recordingLayoutSpeaker));
    expect(await screen.findByText(messages.recordingLayoutPending)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(messages.recordingLayoutPending)).toBeNull());
    // Two clicks within the wait send one update: the last choice.
    expect(sent).toEqual(['speaker']);
    expect((within(layoutSection()).getByLabelText(messages.recordingLayoutSpeaker) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Layout Update Error dialog when the server refuses, and goes back to the layout in force', {
    timeout: 30_000,
  }, async () => {
    const { sent } = await showCall(hostPeer, { failLayout: true });
    fireEvent.click(within(layoutSection()).getByLabelText(messages.recordingLayoutSpeaker));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(interviewMessages.layoutUpdateErrorTitle)).toBeTruthy();
    expect(within(dialog).getByText(interviewMessages.layoutUpdateErrorBody)).toBeTruthy();
    expect(sent).toEqual(['speaker']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((within(layoutSection()).getByLabelText(messages.recordingLayoutGrid) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a guest the layout in force, with no choice, and follows the change the server announces', { timeout: 30_000 }, async () => {
    const { events } = await showCall(guestPeer);
    expect(within(layoutSection()).queryByRole('radio')).toBeNull();
    expect(within(layoutSection()).getByText(messages.recordingLayoutGrid)).toBeTruthy();
    events.next({ type: 'layout', layout: 'side_by_side' });
    expect(await within(layoutSection()).findByText(messages.recordingLayoutSideBySide)).toBeTruthy();
    // A guest is not shown the host's choice of whose video is recorded.
    expect(screen.queryByRole('region', { name: messages.recordedParticipantsTitle })).toBeNull();
  });
});

describe('the call screen: joining by phone and who is recorded', () => {
  it('shows the number and code where the service has dial-in, and says plainly when it has none', { timeout: 30_000 }, async () => {
    await showCall(guestPeer, { dialIn: { phone_number: '+44 20 7946 0000', dial_in_code: '48213905' } });
    const withPhone = screen.getByRole('region', { name: messages.dialInTitle });
    expect(within(withPhone).getByText('Call +44 20 7946 0000 and enter the code 48213905 followed by #.')).toBeTruthy();
    cleanup();
    await showCall(guestPeer);
    expect(within(screen.getByRole('region', { name: messages.dialInTitle })).getByText(messages.dialInUnavailable)).toBeTruthy();
  });

  it("lets the host take a participant's video out of the recording", { timeout: 30_000 }, async () => {
    const { services } = await showCall(hostPeer);
    const list = await screen.findByRole('region', { name: messages.recordedParticipantsTitle });
    const guestVideo = (await within(list).findByLabelText('Video of Nora Narrator')) as HTMLInputElement;
    expect(guestVideo.checked).toBe(true);
    fireEvent.click(guestVideo);
    await waitFor(() => expect(services.recordings.updates).toHaveLength(1));
    expect(services.recordings.updates[0]?.videoParticipants.map((v) => v.name)).toEqual(['Hana Host']);
    await waitFor(() => expect((within(list).getByLabelText('Video of Nora Narrator') as HTMLInputElement).checked).toBe(false));
  });
});
