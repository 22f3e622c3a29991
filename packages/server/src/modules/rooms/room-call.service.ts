import { randomInt } from 'node:crypto';
import type { DialIn, RoomCall, RoomChatMessage, RoomChatPost } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { HttpError } from '../../http/errors.js';
import { requireRoom } from './room.service.js';
import { roomChat, storeChat } from './room-chat.js';
import { participantFor } from './room-participant.js';
import { roomRuntime } from './room-runtime.js';
import { announce, type RoomRef, withVonage } from './vonage-room.js';
import type { VonageVideo } from './vonage-video.js';

/** The room's Vonage session, made the first time someone joins; two first joiners at once end up in the same one. */
async function vonageSession(context: AppContext, vonage: VonageVideo, room: RoomRef): Promise<string> {
  if (room.vonage_session_id) return room.vonage_session_id;
  const created = await withVonage('create a session', () => vonage.createSession());
  await context.db
    .updateTable('rooms')
    .set({ vonage_session_id: created })
    .where('id', '=', room.id)
    .where('vonage_session_id', 'is', null)
    .execute();
  const row = await context.db.selectFrom('rooms').select('vonage_session_id').where('id', '=', room.id).executeTakeFirstOrThrow();
  return row.vonage_session_id ?? created;
}

// Eight digits: a caller types them on a keypad; with the room key they open nothing else.
export const DIAL_IN_CODE_DIGITS = 8;
const newDialInCode = () => String(randomInt(0, 10 ** DIAL_IN_CODE_DIGITS)).padStart(DIAL_IN_CODE_DIGITS, '0');

/**
 * The room's dial-in code, made the first time someone joins where dial-in is configured. Codes are unique among
 * rooms (a unique index): a code another room holds, or another first joiner's at once, is not taken twice.
 */
async function dialInCode(context: AppContext, room: { id: string; dial_in_code: string | null }): Promise<string> {
  if (room.dial_in_code) return room.dial_in_code;
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = newDialInCode();
    const taken = await context.db.selectFrom('rooms').select('id').where('dial_in_code', '=', code).executeTakeFirst();
    if (taken) continue;
    try {
      await context.db
        .updateTable('rooms')
        .set({ dial_in_code: code })
        .where('id', '=', room.id)
        .where('dial_in_code', 'is', null)
        .execute();
    } catch {
      // Another room took the same code between the look and the write: draw again.
      continue;
    }
    const row = await context.db.selectFrom('rooms').select('dial_in_code').where('id', '=', room.id).executeTakeFirstOrThrow();
    if (row.dial_in_code) return row.dial_in_code;
  }
  throw new HttpError(503, 'DIAL_IN_UNAVAILABLE', 'No dial-in code could be given to this call; try again');
}

/** How to join the room's call by phone, where the server has a dial-in number; null where it has none. */
async function roomDialIn(context: AppContext, room: { id: string; dial_in_code: string | null }): Promise<DialIn | null> {
  const number = roomRuntime(context).dialInNumber;
  if (!number) return null;
  return { phone_number: number, dial_in_code: await dialInCode(context, room) };
}

/**
 * `POST /rooms/{roomKey}/call`: the video service of the room's call for the holder of a call token. The built-in
 * WebRTC needs nothing more; with Vonage configured the answer carries the session and a client token for this
 * participant, whose name and role the other browsers read from it, and (with VONAGE_DIAL_IN_NUMBER) the number and
 * this room's code to join by phone.
 */
export async function roomCall(context: AppContext, roomKey: string, token: string): Promise<RoomCall> {
  const room = await requireRoom(context, roomKey);
  const participant = await participantFor(context, room.id, token);
  if (!participant) throw new HttpError(403, 'FORBIDDEN', 'Join the room first', 'token');
  const vonage = roomRuntime(context).vonage;
  if (!vonage) return { provider: 'webrtc' };
  const sessionId = await vonageSession(context, vonage, room);
  return {
    provider: 'vonage',
    apiKey: vonage.apiKey,
    sessionId,
    token: vonage.clientToken(sessionId, { participantId: participant.id, name: participant.name, role: participant.role }, context.now()),
    chat: await roomChat(context, room.id),
    dialIn: await roomDialIn(context, room),
  };
}

/**
 * `POST /rooms/{roomKey}/chat`: a chat message of a call on Vonage Video, from the holder of a call token. It is kept
 * for late joiners and passed to every participant, under the name the token stands for.
 */
export async function postRoomChat(context: AppContext, roomKey: string, post: RoomChatPost): Promise<RoomChatMessage> {
  const room = await requireRoom(context, roomKey);
  const participant = await participantFor(context, room.id, post.token);
  if (!participant) throw new HttpError(403, 'FORBIDDEN', 'Join the room first', 'token');
  const message = await storeChat(
    context,
    room.id,
    { peerId: post.peerId, participantId: participant.id, name: participant.name, role: participant.role },
    post.text,
  );
  await announce(context, roomRuntime(context).bus, room, { type: 'chat', ...message });
  return message;
}
