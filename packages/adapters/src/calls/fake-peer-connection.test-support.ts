const later = (run: () => void) => setTimeout(run, 0);
let counter = 0;
function nextId(prefix: string): string {
  counter += 1;
  return `${prefix}-${counter}`;
}

/** A media track without media: an id, a kind, and the members the adapter touches. */
function fakeTrack(kind: 'audio' | 'video') {
  return { id: nextId(`${kind}-track`), kind, enabled: true, stop() {}, addEventListener() {} };
}

/** A MediaStream without media, from the fake devices. */
export function fakeMediaStream(video: boolean) {
  const tracks = [fakeTrack('audio'), ...(video ? [fakeTrack('video')] : [])];
  return {
    id: nextId('stream'),
    getTracks: () => tracks,
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  };
}

/** Camera, microphone and screen that answer at once with streams without media. */
export const fakeMediaDevices = {
  getUserMedia: async (constraints?: MediaStreamConstraints) => fakeMediaStream(Boolean(constraints?.video)) as unknown as MediaStream,
  getDisplayMedia: async () => fakeMediaStream(true) as unknown as MediaStream,
};

interface FakeTransceiver {
  sender: { track: { id: string; kind: string } | null; replaceTrack(track: { id: string; kind: string } | null): Promise<void> };
  currentDirection: RTCRtpTransceiverDirection | null;
  streamId: string;
}

/**
 * An RTCPeerConnection without a network, for Node: offers and answers are JSON lists of the tracks sent, the
 * signalling states follow the browser's (with the implicit rollback a polite peer relies on), and a remote
 * description fires `ontrack` for each stream it newly carries. It checks the adapter's negotiation, not WebRTC.
 */
export class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: { type: RTCSdpType; sdp: string } | null = null;
  onnegotiationneeded: (() => void) | null = null;
  onicecandidate: ((event: { candidate: { toJSON(): RTCIceCandidateInit } | null }) => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  ontrack: ((event: { track: unknown; streams: unknown[] }) => void) | null = null;
  private readonly transceivers: FakeTransceiver[] = [];
  private readonly received = new Set<string>();
  private offered: FakeTransceiver[] = [];

  addTrack(track: { id: string; kind: string }, stream: { id: string }) {
    const transceiver: FakeTransceiver = {
      sender: {
        track,
        replaceTrack: async (next) => {
          transceiver.sender.track = next;
        },
      },
      currentDirection: null,
      streamId: stream.id,
    };
    this.transceivers.push(transceiver);
    later(() => this.onnegotiationneeded?.());
    return transceiver.sender;
  }

  getTransceivers(): FakeTransceiver[] {
    return this.transceivers;
  }

  private describe(): string {
    const sending = this.transceivers.filter((t) => t.sender.track);
    return JSON.stringify(sending.map((t) => ({ stream: t.streamId, track: t.sender.track?.id, kind: t.sender.track?.kind })));
  }

  private sent(transceivers: FakeTransceiver[]): void {
    for (const t of transceivers) t.currentDirection = 'sendrecv';
  }

  async setLocalDescription(): Promise<void> {
    if (this.signalingState === 'closed') throw new Error('InvalidStateError: closed');
    if (this.signalingState === 'have-remote-offer') {
      this.localDescription = { type: 'answer', sdp: this.describe() };
      this.signalingState = 'stable';
      this.sent(this.transceivers.filter((t) => t.sender.track));
    } else {
      this.localDescription = { type: 'offer', sdp: this.describe() };
      this.offered = this.transceivers.filter((t) => t.sender.track);
      this.signalingState = 'have-local-offer';
    }
    later(() =>
      this.onicecandidate?.({
        candidate: { toJSON: () => ({ candidate: 'candidate:1 1 udp 1 127.0.0.1 9 typ host', sdpMid: '0', sdpMLineIndex: 0 }) },
      }),
    );
  }

  async setRemoteDescription(description: { type: RTCSdpType; sdp?: string }): Promise<void> {
    if (description.type === 'offer') {
      // A polite peer's pending offer is rolled back by an incoming one, as browsers do.
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError: no offer to answer');
      this.signalingState = 'stable';
      this.sent(this.offered);
    }
    const tracks = JSON.parse(description.sdp ?? '[]') as Array<{ stream: string; track: string; kind: string }>;
    for (const { stream, track, kind } of tracks) {
      if (this.received.has(stream)) continue;
      this.received.add(stream);
      later(() => this.ontrack?.({ track: { id: track, kind }, streams: [{ id: stream }] }));
    }
  }

  async addIceCandidate(): Promise<void> {}

  restartIce(): void {}

  close(): void {
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }
}
