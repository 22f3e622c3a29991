import type { VideoCallEvent } from '../../ports/video-call.port.js';
import type { CallContext } from './call.types.js';
import { appendChatMessage, participantFromPeer } from './call-participants.js';

/** The call's context after one event of the video-call port. */
export function applyCallEvent(context: CallContext, event: VideoCallEvent): CallContext {
  switch (event.type) {
    case 'peerJoined':
      return { ...context, participants: { ...context.participants, [event.peer.peerId]: participantFromPeer(event.peer) } };
    case 'peerLeft': {
      const participant = context.participants[event.peerId];
      const { [event.peerId]: _gone, ...streams } = context.streams;
      const { [event.peerId]: _screen, ...remoteScreens } = context.remoteScreens;
      return {
        ...context,
        streams,
        remoteScreens,
        participants: participant
          ? { ...context.participants, [event.peerId]: { ...participant, isPresent: false } }
          : context.participants,
      };
    }
    case 'streamAdded':
      return { ...context, streams: { ...context.streams, [event.peerId]: event.stream } };
    case 'streamRemoved': {
      const { [event.peerId]: _gone, ...streams } = context.streams;
      return { ...context, streams };
    }
    case 'chat':
      return { ...context, chatMessages: appendChatMessage(context.chatMessages, event, context.self?.peerId ?? null) };
    case 'screenShare':
      return { ...context, remoteScreens: { ...context.remoteScreens, [event.peerId]: event.on } };
    case 'recording':
      return { ...context, recording: event.recording };
    case 'layout':
      return { ...context, layout: event.layout };
    case 'questions':
      return { ...context, questions: event.questions };
    case 'disconnected':
    case 'publisherLost':
      return { ...context, lastError: { kind: event.type === 'disconnected' ? 'connect' : 'publish', message: event.reason } };
    case 'audioLevel':
      return context;
  }
}
