import type { AppContext, RecordingGuests } from '../../context/app-context.js';
import { hashToken } from '../../tokens.js';

/**
 * Call guests without an account upload their local recordings with the token their join gave them: it admits
 * them to the story of the room they joined, until it expires, and to nothing else.
 */
export function roomRecordingGuests(context: Pick<AppContext, 'db' | 'now'>): RecordingGuests {
  return {
    async guestFor(token, storyId) {
      const guest = await context.db
        .selectFrom('room_participants as p')
        .innerJoin('rooms as r', 'r.id', 'p.room_id')
        .select('p.name')
        .where('p.token_hash', '=', hashToken(token))
        .where('r.story_id', '=', storyId)
        .where('p.expires_at', '>', context.now())
        .executeTakeFirst();
      return guest ? { name: guest.name } : undefined;
    },
  };
}
