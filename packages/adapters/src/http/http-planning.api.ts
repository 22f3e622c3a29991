import {
  type CampaignInviteResponse,
  CampaignInviteResponseSchema,
  type CampaignPerson,
  type CampaignPersonCreate,
  type CampaignPersonEdit,
  CampaignPersonSchema,
  type CampaignResponse,
  CampaignResponseSchema,
  type PlanningApi,
  type PrepSession,
  type PrepSessionCreate,
  type PrepSessionEdit,
  type PrepSessionListResponse,
  PrepSessionListResponseSchema,
  PrepSessionSchema,
  type SessionRedirect,
  SessionRedirectResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

const Removed = z.object({ removed: z.boolean() });

/** PlanningApi over HTTP: campaigns under `/projects/{id}/campaign` and `/campaign/people`, call plans under `/prepsessions`. */
@injectable()
export class HttpPlanningApi implements PlanningApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  campaign(projectId: string, prepsessionId?: string): Promise<CampaignResponse> {
    return this.http.request(
      'GET',
      `/projects/${segment(projectId)}/campaign${queryString({ prepsession: prepsessionId })}`,
      CampaignResponseSchema,
    );
  }
  addPerson(projectId: string, person: CampaignPersonCreate): Promise<CampaignPerson> {
    return this.http.request('POST', `/projects/${segment(projectId)}/campaign/people`, CampaignPersonSchema, person);
  }
  editPerson(personId: string, edit: CampaignPersonEdit): Promise<CampaignPerson> {
    return this.http.request('PUT', `/campaign/people/${segment(personId)}`, CampaignPersonSchema, edit);
  }
  async removePerson(personId: string): Promise<void> {
    await this.http.request('DELETE', `/campaign/people/${segment(personId)}`, Removed);
  }
  invitePerson(personId: string, sendEmail: boolean): Promise<CampaignInviteResponse> {
    return this.http.request('POST', `/campaign/people/${segment(personId)}/invite`, CampaignInviteResponseSchema, {
      send_email: sendEmail,
    });
  }
  prepSessions(projectId: string, page = 1): Promise<PrepSessionListResponse> {
    return this.http.request('GET', `/projects/${segment(projectId)}/prepsessions${queryString({ page })}`, PrepSessionListResponseSchema);
  }
  prepSession(id: string): Promise<PrepSession> {
    return this.http.request('GET', `/prepsessions/${segment(id)}`, PrepSessionSchema);
  }
  createPrepSession(projectId: string, input: PrepSessionCreate): Promise<PrepSession> {
    return this.http.request('POST', `/projects/${segment(projectId)}/prepsessions`, PrepSessionSchema, input);
  }
  editPrepSession(id: string, edit: PrepSessionEdit): Promise<PrepSession> {
    return this.http.request('PUT', `/prepsessions/${segment(id)}`, PrepSessionSchema, edit);
  }
  async removePrepSession(id: string): Promise<void> {
    await this.http.request('DELETE', `/prepsessions/${segment(id)}`, Removed);
  }
  resolveSession(key: string): Promise<SessionRedirect> {
    return this.http.request('GET', `/prepsession/key/${segment(key)}`, SessionRedirectResponseSchema);
  }
}
