import { z } from 'zod';
import { IdSchema } from '../primitives.schema.js';
import { StorySchema } from '../story.schema.js';

/** How many interviews the home page lists as worked on last. */
export const RECENT_STORIES_DEFAULT = 6;

/** `GET /stories/recent`: the interviews the caller worked on last (made, transcribed, concluded, shared). */
export const RecentStoriesQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(24).default(RECENT_STORIES_DEFAULT),
});
export type RecentStoriesQuery = z.infer<typeof RecentStoriesQuerySchema>;
export const RecentStoriesResponseSchema = z.object({ items: z.array(StorySchema) });

/** What a redeemed ticket let its holder into: a story's room (with a story), the whole project, or sending files. */
export const TicketGrantSchema = z.enum(['room', 'project', 'upload']);
export type TicketGrant = z.infer<typeof TicketGrantSchema>;

/** One ticket the caller redeemed, as the guest home lists it. */
export const RedeemedTicketSchema = z.object({
  ticket: z.string().min(1),
  grant: TicketGrantSchema,
  project_id: IdSchema,
  project_name: z.string(),
  story_id: IdSchema.nullable(),
  story_title: z.string().nullable(),
  /** The story's room, when it has one: where the guest joins the call. */
  room_key: z.string().nullable(),
  used_at: z.string(),
});
export type RedeemedTicket = z.infer<typeof RedeemedTicketSchema>;

/** `GET /tickets/mine`: the tickets the caller redeemed, newest first. */
export const RedeemedTicketListResponseSchema = z.object({ items: z.array(RedeemedTicketSchema) });
