import type { RedeemedTicket } from '../model/api/home.api.js';
import type { Story } from '../model/story.schema.js';
import { type HomeApi, TicketRedeemError, type TicketRedemption } from '../ports/home-api.port.js';

/** An unredeemed ticket as the fake holds it: the project it opens and, for a room, the story. */
export interface FakeTicket {
  projectId: string;
  projectName: string;
  storyId: string | null;
  storyTitle: string | null;
  roomKey?: string | null;
  /** 'upload' asks for files; the default opens the project or the story's call. */
  kind?: 'access' | 'upload';
}

/**
 * In-memory HomeApi for one caller: recent stories as given, tickets redeemable by them (then listed as redeemed, and
 * opened again as often as they like); tickets in `usedByOthers` answer 'used'.
 */
export class FakeHomeApi implements HomeApi {
  recent: Story[] = [];
  readonly tickets = new Map<string, FakeTicket>();
  readonly redeemed: RedeemedTicket[] = [];
  readonly usedByOthers = new Set<string>();
  /** Set to make every call fail, as an unreachable server would. */
  failure: Error | null = null;

  async recentStories(limit = 6): Promise<Story[]> {
    if (this.failure) throw this.failure;
    return this.recent.slice(0, limit);
  }

  async redeemedTickets(): Promise<RedeemedTicket[]> {
    if (this.failure) throw this.failure;
    return [...this.redeemed];
  }

  async redeemTicket(ticket: string): Promise<TicketRedemption> {
    if (this.failure) throw this.failure;
    if (this.usedByOthers.has(ticket)) throw new TicketRedeemError('used');
    const found = this.tickets.get(ticket);
    if (!found) throw new TicketRedeemError('unknown');
    const grant = found.kind === 'upload' ? 'upload' : found.storyId ? 'room' : 'project';
    if (!this.redeemed.some((r) => r.ticket === ticket)) {
      this.redeemed.unshift({
        ticket,
        grant,
        project_id: found.projectId,
        project_name: found.projectName,
        story_id: found.storyId,
        story_title: found.storyTitle,
        room_key: found.roomKey ?? null,
        used_at: new Date(0).toISOString(),
      });
    }
    return { projectId: found.projectId, projectName: found.projectName, storyId: found.storyId, roomKey: found.roomKey ?? null, grant };
  }
}
