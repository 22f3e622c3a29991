import type { Selectable } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { RoomParticipantsTable } from '../../db/room-tables.schema.js';
import { authenticate, signInComplete } from '../../http/actor.js';
import { hashToken } from '../../tokens.js';

/**
 * The participant a call token stands for in one room: a guest's room token, or a member's own access token after
 * they joined (their latest join). Undefined when the token opens nothing here.
 */
export async function participantFor(
  context: AppContext,
  roomId: string,
  token: string,
): Promise<Selectable<RoomParticipantsTable> | undefined> {
  const db = context.db;
  const guest = await db
    .selectFrom('room_participants')
    .selectAll()
    .where('token_hash', '=', hashToken(token))
    .where('room_id', '=', roomId)
    .where('expires_at', '>', context.now())
    .executeTakeFirst();
  if (guest) return guest;
  const actor = await authenticate(context, token);
  if (!actor || !signInComplete(actor)) return undefined;
  return db
    .selectFrom('room_participants')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('user_id', '=', actor.userId)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}
