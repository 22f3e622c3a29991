import {
  PhoneLegDataSchema,
  phoneParticipantName,
  type SignalPeer,
  SignalPeerSchema,
  SignalServerMessageSchema,
  VideoCallError,
  type VideoCallEvent,
} from '@storykeep/core';
import { OT_AUTHENTICATION_ERROR, type OtCallback, type OtConnection, type OtError } from './opentok-surface.js';

/** An SDK error as the port's error: a refused token is an auth failure. */
export function callError(error: OtError): VideoCallError {
  return new VideoCallError(error.message, error.code === OT_AUTHENTICATION_ERROR ? 'failed' : null);
}

/** Runs an SDK call that reports through a callback, as a promise rejected with the port's error. */
export function settle(run: (callback: OtCallback) => unknown): Promise<void> {
  return new Promise((resolve, reject) => {
    run((error) => (error ? reject(callError(error)) : resolve()));
  });
}

/** The participant a connection stands for, from the data the server put in their token (nameless if unreadable). */
export function peerOf(connection: OtConnection): SignalPeer {
  let data: unknown;
  try {
    data = JSON.parse(connection.data);
  } catch {
    data = undefined;
  }
  const parsed = SignalPeerSchema.omit({ peerId: true }).safeParse(data);
  if (parsed.success) return { peerId: connection.connectionId, ...parsed.data };
  // The telephone callers' SIP leg (dial-in) is named as the archive names its track.
  const phoneLeg = PhoneLegDataSchema.safeParse(data);
  const name = phoneLeg.success ? phoneParticipantName(phoneLeg.data.phone) : '';
  return { peerId: connection.connectionId, participantId: connection.connectionId, name, role: 'guest' };
}

/**
 * What a signal of the session announces, when it comes from the server (no sending connection) and reads as one of
 * its signalling messages (the signal's type is the message's type, its data the rest): chat, recording, layout or
 * questions. A browser's own signals announce nothing, so no participant can fake a recording or a chat line.
 */
export function serverAnnouncement(event: { type?: string; data?: string; from: OtConnection | null }): VideoCallEvent | undefined {
  if (event.from) return undefined;
  let data: unknown;
  try {
    data = JSON.parse(event.data ?? '');
  } catch {
    return undefined;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const parsed = SignalServerMessageSchema.safeParse({ ...data, type: event.type?.replace(/^signal:/, '') });
  if (!parsed.success) return undefined;
  const message = parsed.data;
  switch (message.type) {
    case 'chat':
      return { type: 'chat', from: message.from, name: message.name, text: message.text, time: message.time };
    case 'recording':
      return { type: 'recording', recording: message.recording };
    case 'layout':
      return { type: 'layout', layout: message.layout };
    case 'questions':
      return { type: 'questions', questions: message.questions };
    default:
      return undefined;
  }
}
