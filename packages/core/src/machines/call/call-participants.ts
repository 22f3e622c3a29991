import type { SignalPeer } from '../../model/api/room.api.schema.js';
import type { CallParticipant } from '../../model/call-participant.schema.js';
import { ACTIVE_CALL_STATUSES, type CallStatus, type ChatMessage } from '../../model/call-state.schema.js';
import { participantName } from '../../util/participant-name.js';

/** Whether a call in this status counts as active (started, connecting or reconnecting). */
export function isActiveCallStatus(status: CallStatus): boolean {
  return (ACTIVE_CALL_STATUSES as readonly CallStatus[]).includes(status);
}

/** A participant as a call first sees them: present, not yet recording. */
export function participantFromPeer(peer: SignalPeer): CallParticipant {
  return { name: peer.name, role: peer.role, isPresent: true, isVideoRecorded: false, localRecordingCapable: false, localRecordings: {} };
}

/** Appends a chat message: numbered in arrival order, text trimmed, marked as mine when I sent it; blank ones dropped. */
export function appendChatMessage(
  messages: readonly ChatMessage[],
  incoming: { from: string; name: string; text: string; time: string },
  selfPeerId: string | null,
): ChatMessage[] {
  const text = incoming.text.trim();
  if (!text) return [...messages];
  const sender = participantName(incoming.name);
  return [
    ...messages,
    { id: messages.length, sender, peer: incoming.from, time: incoming.time, text, isMine: incoming.from === selfPeerId },
  ];
}
