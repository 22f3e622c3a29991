import type { RoomChatMessage, SignalPeer } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { requireStory } from '../access.js';
import { requireRoom } from './room.service.js';

/** How much of a call's chat a late joiner is sent: the latest messages, oldest first. */
export const CHAT_HISTORY_LIMIT = 500;

/** Keeps a chat message of a call and answers it as it is relayed. */
export async function storeChat(context: AppContext, roomId: string, from: SignalPeer, text: string): Promise<RoomChatMessage> {
  const time = context.now();
  await context.db
    .insertInto('room_chat_messages')
    .values({ room_id: roomId, participant_id: from.participantId, peer_id: from.peerId, name: from.name, text, created_at: time })
    .execute();
  return { from: from.peerId, name: from.name, text, time: time.toISOString() };
}

/** The call's chat so far (the latest CHAT_HISTORY_LIMIT messages), oldest first. */
export async function roomChat(context: AppContext, roomId: string): Promise<RoomChatMessage[]> {
  const rows = await context.db
    .selectFrom('room_chat_messages')
    .select(['id', 'peer_id', 'name', 'text', 'created_at'])
    .where('room_id', '=', roomId)
    .orderBy('id', 'desc')
    .limit(CHAT_HISTORY_LIMIT)
    .execute();
  return rows.reverse().map((row) => ({ from: row.peer_id, name: row.name, text: row.text, time: new Date(row.created_at).toISOString() }));
}

/** `GET /rooms/{roomKey}/chat`: a call's chat for a member who may see its story (a guest reads it when joining). */
export async function roomChatFor(context: AppContext, actor: Actor, roomKey: string): Promise<{ items: RoomChatMessage[] }> {
  const room = await requireRoom(context, roomKey);
  await requireStory(context, actor, room.story_id, 'see');
  return { items: await roomChat(context, room.id) };
}
