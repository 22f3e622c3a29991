import type { AdminAccount, AdminAccountList, AdminAccountQuery } from '../model/api/admin.api.schema.js';
import type { AuditEventList, AuditEventQuery } from '../model/api/audit.api.schema.js';
import type { TestimonialCandidate, TestimonialKind } from '../model/api/testimonial.api.schema.js';
import type { Role } from '../model/role.schema.js';

/** Administration (admin only): every account, searched and paged, each account's role, and the testimonials an organization features. */
export const AdminApi = Symbol('AdminApi');
export interface AdminApi {
  /** `GET /admin/accounts`. */
  listAccounts(query: AdminAccountQuery): Promise<AdminAccountList>;
  /** `PUT /admin/accounts/{id}/role`: answers the changed account. */
  setRole(id: string, role: Role): Promise<AdminAccount>;
  /** `GET /admin/testimonials/{code}`: the organization's public pages and clips, featured ones first. */
  listTestimonials(code: string): Promise<TestimonialCandidate[]>;
  /** `PUT /admin/testimonials/{code}`: the featured items in order; answers the new list. */
  saveTestimonials(code: string, items: { kind: TestimonialKind; id: string }[]): Promise<TestimonialCandidate[]>;
  /** `GET /admin/audit-events`: a page of security events, newest first, filtered by kind, account and dates. */
  listAuditEvents(query: AuditEventQuery): Promise<AuditEventList>;
}
