import {
  type HomeApi,
  RecentStoriesResponseSchema,
  type RedeemedTicket,
  RedeemedTicketListResponseSchema,
  type Story,
  TicketRedeemError,
  TicketRedeemResponseSchema,
  type TicketRedemption,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { ApiError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** HomeApi over HTTP: `GET /stories/recent`, `GET /tickets/mine`, `POST /ticket/{id}`. */
@injectable()
export class HttpHomeApi implements HomeApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async recentStories(limit?: number): Promise<Story[]> {
    const query = limit === undefined ? '' : `?limit=${limit}`;
    return (await this.http.request('GET', `/stories/recent${query}`, RecentStoriesResponseSchema)).items;
  }

  async redeemedTickets(): Promise<RedeemedTicket[]> {
    return (await this.http.request('GET', '/tickets/mine', RedeemedTicketListResponseSchema)).items;
  }

  async redeemTicket(ticket: string, visitorId?: string): Promise<TicketRedemption> {
    try {
      const body = visitorId ? { visitor_id: visitorId } : {};
      const answer = await this.http.request('POST', `/ticket/${segment(ticket)}`, TicketRedeemResponseSchema, body);
      return {
        projectId: answer.project_id,
        storyId: answer.story_id,
        roomKey: answer.room_key ?? null,
        grant: answer.kind === 'upload' ? 'upload' : answer.story_id ? 'room' : 'project',
        projectName: answer.project_name ?? '',
      };
    } catch (error) {
      if (error instanceof ApiError && error.status === 410) throw new TicketRedeemError('used');
      if (error instanceof ApiError && error.status === 404) throw new TicketRedeemError('unknown');
      throw error;
    }
  }
}
