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
    connection.onnegotiationneeded = async () => {
      // Fired while an offer from the other side is being answered: that answer's exchange comes first, and the
      // connection asks again once it is stable.
      if (connection.signalingState !== 'stable') return;
      try {
        this.makingOffer = true;
        await connection.setLocalDescription();
        const description = connection.localDescription;
        if (description && (description.type === 'offer' || description.type === 'answer'))
          this.send({ sdp: { type: description.type, sdp: description.sdp } });
      } catch (error) {
        onError(error);
      } finally {
        this.makingOffer = false;
      }
    };
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
