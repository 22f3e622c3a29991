import type { RoomChatMessage, VideoCall } from '@storykeep/core';
import { FakeOpenTok } from './fake-opentok.test-support.js';
import { FakePeerConnection, fakeMediaDevices } from './fake-peer-connection.test-support.js';
import { LoopbackSignalHub } from './loopback-signal-hub.test-support.js';
import type { OtClient, OtSession } from './opentok-surface.js';
import { describeVideoCallContract } from './video-call.contract.js';
import { VonageVideoCall } from './vonage-video-call.js';
import { WebRtcVideoCall } from './webrtc-video-call.js';

// What is real and what is faked, for each adapter:
// - Built-in WebRTC: the adapter, its signalling socket client and its negotiation (PeerLink) are real. The server's
//   signalling is a loopback hub speaking the same messages, and RTCPeerConnection and the devices are fakes without
//   media (Node has no WebRTC); the real exchange between two Chromium pages is covered by tests/e2e/call.spec.ts.
// - Vonage Video: the adapter is real; the `@opentok/client` SDK is a loopback fake of the surface the adapter uses,
//   connecting browsers of one session in this process. The server's side of Vonage (sessions, tokens, archives
//   against a loopback fake of Vonage's REST API) is tested in packages/server.

describeVideoCallContract('WebRtcVideoCall (loopback signalling, fake peer connections)', async () => {
  const hub = new LoopbackSignalHub();
  hub.participants.set('host-token', { participantId: 'participant-host', name: 'Ines', role: 'host' });
  hub.participants.set('guest-token', { participantId: 'participant-guest', name: 'Nora', role: 'guest' });
  const selves = new Map<VideoCall, () => string | undefined>();
  return {
    async join(who) {
      let self: string | undefined;
      const call = new WebRtcVideoCall({
        signalUrl: (roomKey) => `ws://loopback/api/rooms/${roomKey}/signal`,
        iceServers: async () => [],
        createSocket: () => {
          const socket = hub.socket();
          // The peer id this socket is welcomed with, for `drop`.
          socket.addEventListener('message', (event) => {
            const message = JSON.parse(String(event.data)) as { type: string; self?: { peerId: string } };
            if (message.type === 'welcome') self = message.self?.peerId;
          });
          return socket;
        },
        createPeerConnection: () => new FakePeerConnection() as unknown as RTCPeerConnection,
        mediaDevices: fakeMediaDevices,
      });
      selves.set(call, () => self);
      return { call, session: { roomKey: 'room-key-000000000001', token: `${who}-token` } };
    },
    refused: { roomKey: 'room-key-000000000001', token: 'nobody' },
    async setRecording(on) {
      hub.setRecording(on);
    },
    async drop(call) {
      const peerId = selves.get(call)?.();
      if (peerId) hub.drop(peerId);
    },
  };
});

describeVideoCallContract('VonageVideoCall (loopback fake of the OT client SDK)', async () => {
  const ot = new FakeOpenTok();
  const sessionId = '1_MX40NzAwMDAwMX5-fake-session';
  ot.tokens.set('host-token', JSON.stringify({ participantId: 'participant-host', name: 'Ines', role: 'host' }));
  ot.tokens.set('guest-token', JSON.stringify({ participantId: 'participant-guest', name: 'Nora', role: 'guest' }));
  const sessions = new Map<VideoCall, OtSession>();
  const names = new Map([
    ['host-token', 'Ines'],
    ['guest-token', 'Nora'],
  ]);
  // The server's part, as the rooms module does it: chat is kept, then signalled to the session.
  const chat: RoomChatMessage[] = [];
  let recordings = 0;
  return {
    async join(who) {
      let call: VideoCall | undefined;
      // Each browser's SDK, noting the session it opened so the test can drop its connection.
      const client: OtClient = {
        initSession: (apiKey, id) => {
          const session = ot.initSession(apiKey, id);
          if (call) sessions.set(call, session);
          return session;
        },
        initPublisher: (target, properties, callback) => ot.initPublisher(target, properties, callback),
      };
      call = new VonageVideoCall({
        ot: client,
        credentials: async (session) => ({ apiKey: '47000001', sessionId, token: session.token, chat: [...chat] }),
        sendChat: async (session, { peerId, text }) => {
          const message = { from: peerId, name: names.get(session.token) ?? '', text, time: new Date().toISOString() };
          chat.push(message);
          ot.serverSignal(sessionId, 'chat', message);
        },
      });
      return { call, session: { roomKey: 'room-key-000000000001', token: `${who}-token` } };
    },
    refused: { roomKey: 'room-key-000000000001', token: 'nobody' },
    async setRecording(on) {
      // As the server does: the archive starts or stops, and a signal carries the story's recording state.
      if (on) recordings += 1;
      ot.archive(sessionId, on);
      ot.serverSignal(sessionId, 'recording', {
        recording: { isRecording: on, numberOfRecordings: recordings, at: new Date().toISOString() },
      });
    },
    async drop(call) {
      const connectionId = sessions.get(call)?.connection?.connectionId;
      if (connectionId) ot.drop(connectionId);
    },
  };
});
