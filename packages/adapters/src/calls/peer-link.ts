import type { PeerSignalData } from '@storykeep/core';

/**
 * One peer connection of the mesh, negotiated the "perfect negotiation" way: either side may offer whenever its
 * tracks change; on a collision the polite side yields. The server only relays what `send` gives it.
 */
export class PeerLink {
  private makingOffer = false;
  private ignoreOffer = false;
  private readonly senders = new Map<string, RTCRtpSender>();

  constructor(
    readonly peerId: string,
    readonly connection: RTCPeerConnection,
    private readonly polite: boolean,
    private readonly send: (data: PeerSignalData) => void,
    onStream: (stream: MediaStream) => void,
    onError: (error: unknown) => void,
  ) {
    connection.onnegotiationneeded = () => void this.negotiate().catch(onError);
    connection.onicecandidate = ({ candidate }) => {
      const json = candidate?.toJSON();
      this.send({
        candidate: json?.candidate
          ? {
              candidate: json.candidate,
              sdpMid: json.sdpMid ?? null,
              sdpMLineIndex: json.sdpMLineIndex ?? null,
              usernameFragment: json.usernameFragment ?? null,
            }
          : null,
      });
    };
    connection.onconnectionstatechange = () => {
      if (connection.connectionState === 'failed') connection.restartIce();
    };
    connection.ontrack = ({ track, streams }) => {
      onStream(streams[0] ?? new MediaStream([track]));
    };
  }

  /**
   * An offer, answer or candidate from the other side. Handled one at a time in arrival order: a candidate must not
   * be added before the description it belongs to is set.
   */
  receive(data: PeerSignalData): Promise<void> {
    const next = this.queue.then(() => this.handle(data));
    this.queue = next.catch(() => {});
    return next;
  }

  private queue: Promise<void> = Promise.resolve();

  /** Makes and sends an offer, unless an exchange is under way (it is checked again once that one settles). */
  private async negotiate(): Promise<void> {
    if (this.connection.signalingState !== 'stable') return;
    try {
      this.makingOffer = true;
      await this.connection.setLocalDescription();
      const description = this.connection.localDescription;
      if (description && (description.type === 'offer' || description.type === 'answer'))
        this.send({ sdp: { type: description.type, sdp: description.sdp } });
    } finally {
      this.makingOffer = false;
    }
  }

  /**
   * After an exchange settles: a track still not being sent (its offer lost in a collision, and the browser not
   * asking again) is offered now.
   */
  private async renegotiateIfNeeded(): Promise<void> {
    if (this.connection.signalingState !== 'stable') return;
    const unsent = this.connection
      .getTransceivers()
      .some((t) => t.sender.track !== null && t.currentDirection !== 'sendrecv' && t.currentDirection !== 'sendonly');
    if (unsent) await this.negotiate();
  }

  private async handle(data: PeerSignalData): Promise<void> {
    if ('sdp' in data) {
      const collision = data.sdp.type === 'offer' && (this.makingOffer || this.connection.signalingState !== 'stable');
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      await this.connection.setRemoteDescription(data.sdp);
      // Only while the offer is still waiting: a description made in any other state would be a new, unsent offer.
      if (data.sdp.type === 'offer' && this.connection.signalingState === 'have-remote-offer') {
        await this.connection.setLocalDescription();
        const answer = this.connection.localDescription;
        if (answer && answer.type === 'answer') this.send({ sdp: { type: 'answer', sdp: answer.sdp } });
      }
      await this.renegotiateIfNeeded();
      return;
    }
    try {
      await this.connection.addIceCandidate(data.candidate ?? undefined);
    } catch (error) {
      if (!this.ignoreOffer) throw error;
    }
  }

  /** Sends these tracks (adding the new ones, replacing none). */
  addTracks(stream: MediaStream): void {
    for (const track of stream.getTracks()) {
      if (this.senders.has(track.kind)) continue;
      this.senders.set(track.kind, this.connection.addTrack(track, stream));
    }
  }

  /** Swaps the outgoing video (camera ↔ screen) without renegotiating. */
  async replaceVideo(track: MediaStreamTrack | null): Promise<void> {
    await this.senders.get('video')?.replaceTrack(track);
  }

  close(): void {
    this.connection.close();
  }
}
