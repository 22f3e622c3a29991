import {
  type AdminAccount,
  type AdminAccountList,
  AdminAccountListResponseSchema,
  type AdminAccountQuery,
  AdminAccountSchema,
  type AdminApi,
  type AuditEventList,
  AuditEventListResponseSchema,
  type AuditEventQuery,
  type Role,
  type TestimonialCandidate,
  TestimonialCandidateListSchema,
  type TestimonialKind,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** AdminApi over HTTP: `/admin/accounts…`, `/admin/testimonials/…` and `/admin/audit-events`. */
@injectable()
export class HttpAdminApi implements AdminApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  listAccounts(query: AdminAccountQuery): Promise<AdminAccountList> {
    return this.http.request('GET', `/admin/accounts${queryString({ ...query })}`, AdminAccountListResponseSchema);
  }
  setRole(id: string, role: Role): Promise<AdminAccount> {
    return this.http.request('PUT', `/admin/accounts/${segment(id)}/role`, AdminAccountSchema, { role });
  }
  async listTestimonials(code: string): Promise<TestimonialCandidate[]> {
    return (await this.http.request('GET', `/admin/testimonials/${segment(code)}`, TestimonialCandidateListSchema)).items;
  }
  async saveTestimonials(code: string, items: { kind: TestimonialKind; id: string }[]): Promise<TestimonialCandidate[]> {
    return (await this.http.request('PUT', `/admin/testimonials/${segment(code)}`, TestimonialCandidateListSchema, { items })).items;
  }
  listAuditEvents(query: AuditEventQuery): Promise<AuditEventList> {
    return this.http.request('GET', `/admin/audit-events${queryString({ ...query })}`, AuditEventListResponseSchema);
  }
}
