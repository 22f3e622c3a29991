import { NoQuerySchema, RecentStoriesQuerySchema, RecentStoriesResponseSchema, RedeemedTicketListResponseSchema } from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { recentStories, redeemedTickets } from './home.service.js';

const tag = 'Home';

/** What the home pages read: a member's interviews worked on last, and anyone's redeemed tickets. */
export const homeRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/stories/recent',
    tag,
    summary: 'The interviews the caller worked on last (made, transcribed, concluded or shared), newest first',
    access: 'member',
    query: RecentStoriesQuerySchema,
    response: RecentStoriesResponseSchema,
    handler: ({ context, actor, query }) => recentStories(context, actor, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/tickets/mine',
    tag,
    summary: 'The tickets the caller redeemed, with the room or project each let them into',
    access: 'account',
    query: NoQuerySchema,
    response: RedeemedTicketListResponseSchema,
    handler: ({ context, actor }) => redeemedTickets(context, actor),
  }),
];
