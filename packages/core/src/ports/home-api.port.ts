import type { RedeemedTicket, TicketGrant } from '../model/api/home.api.js';
import type { Story } from '../model/story.schema.js';

/** What redeeming a ticket let the caller into. */
export interface TicketRedemption {
  projectId: string;
  storyId: string | null;
  /** The story's room, when it has one. */
  roomKey: string | null;
  grant: TicketGrant;
  projectName: string;
}

/** Why a ticket could not be redeemed: used already (410) or unknown (404). */
export class TicketRedeemError extends Error {
  constructor(readonly code: 'used' | 'unknown') {
    super(code === 'used' ? 'This ticket has been used already' : 'No such ticket');
    this.name = 'TicketRedeemError';
  }
}

/** What the home pages read: the interviews worked on last, the tickets redeemed, and redeeming one. */
export const HomeApi = Symbol('HomeApi');
export interface HomeApi {
  /** `GET /stories/recent`: the interviews the caller worked on last, newest first. */
  recentStories(limit?: number): Promise<Story[]>;
  /** `GET /tickets/mine`: the tickets the caller redeemed, newest first. */
  redeemedTickets(): Promise<RedeemedTicket[]>;
  /** `POST /ticket/{id}`: rejects with a TicketRedeemError when the ticket is used or unknown. */
  redeemTicket(ticket: string, visitorId?: string): Promise<TicketRedemption>;
}
