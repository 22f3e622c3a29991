import {
  AcceptInviteResponseSchema,
  LockPrepSessionsResponseSchema,
  type OrganizationApi,
  type OrganizationCreateRequest,
  type OrganizationEditRequest,
  OrganizationListResponseSchema,
  OrganizationLogoResponseSchema,
  type OrganizationResponse,
  OrganizationResponseSchema,
  type PrepSessionQueryRequest,
  PrepSessionQueryResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** OrganizationApi over HTTP: `/organization…` and `/prepsession/all`. */
@injectable()
export class HttpOrganizationApi implements OrganizationApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  listOwn(): Promise<OrganizationResponse[]> {
    return this.http.request('GET', '/organization', OrganizationListResponseSchema);
  }
  listAll(): Promise<OrganizationResponse[]> {
    return this.http.request('GET', '/organization/admin/all', OrganizationListResponseSchema);
  }
  get(code: string): Promise<OrganizationResponse> {
    return this.http.request('GET', `/organization/${segment(code)}`, OrganizationResponseSchema);
  }
  create(request: OrganizationCreateRequest): Promise<OrganizationResponse> {
    return this.http.request('POST', '/organization/create', OrganizationResponseSchema, request);
  }
  edit(code: string, request: OrganizationEditRequest): Promise<OrganizationResponse> {
    return this.http.request('PUT', `/organization/${segment(code)}/edit`, OrganizationResponseSchema, request);
  }
  async logo(code: string): Promise<string | null> {
    return (await this.http.request('GET', `/organization/${segment(code)}/logo`, OrganizationLogoResponseSchema)).logoUrl;
  }
  async lockPrepSessions(code: string, password: string): Promise<number> {
    const path = `/organization/${segment(code)}/lock_unsecure_prep_sessions`;
    return (await this.http.request('POST', path, LockPrepSessionsResponseSchema, { password })).updated;
  }
  async countPrepSessions(query: Omit<PrepSessionQueryRequest, 'count'>): Promise<number> {
    const answer = await this.http.request('POST', '/prepsession/all', PrepSessionQueryResponseSchema, { ...query, count: true });
    return 'count' in answer ? answer.count : answer.total;
  }
  acceptInvite(code: string): Promise<{ organizational_code: string; project_id: string | null }> {
    return this.http.request('POST', `/organization/${segment(code)}/accept`, AcceptInviteResponseSchema);
  }
}
