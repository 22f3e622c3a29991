import { workspaceMessages } from '../messages/workspace.messages.js';
import type { AdminAccount, AdminAccountList, AdminAccountQuery } from '../model/api/admin.api.schema.js';
import type { AuditEvent, AuditEventList, AuditEventQuery } from '../model/api/audit.api.schema.js';
import type { TestimonialCandidate, TestimonialKind } from '../model/api/testimonial.api.schema.js';
import { normalizeEmail } from '../model/normalize-email.js';
import type { Role } from '../model/role.schema.js';
import type { AdminApi } from '../ports/admin-api.port.js';
import { apiFailure } from '../ports/api-failure.port.js';
import { itemsOnPage } from '../util/paging.js';

/**
 * In-memory AdminApi: `accounts` in list order, searched by name or e-mail like the server; `testimonials` per
 * organization code, featured ones first; `failing` makes every call fail.
 */
export class FakeAdminApi implements AdminApi {
  accounts: AdminAccount[] = [];
  /** Security events, newest first. */
  auditEvents: AuditEvent[] = [];
  readonly auditQueries: AuditEventQuery[] = [];
  failing = false;
  readonly queries: AdminAccountQuery[] = [];
  readonly testimonials = new Map<string, TestimonialCandidate[]>();

  async listAccounts(query: AdminAccountQuery): Promise<AdminAccountList> {
    this.queries.push({ ...query });
    if (this.failing) throw apiFailure(500, 'INTERNAL', workspaceMessages.accountsLoadFailed);
    const search = query.search?.trim().toLowerCase() ?? '';
    const matches = this.accounts.filter(
      (a) => !search || a.email.toLowerCase().includes(search) || a.full_name.toLowerCase().includes(search),
    );
    return { items: itemsOnPage(matches, query.page ?? 1, query.pageSize ?? 25).map((a) => ({ ...a })), total: matches.length };
  }

  async listAuditEvents(query: AuditEventQuery): Promise<AuditEventList> {
    this.auditQueries.push({ ...query });
    if (this.failing) throw apiFailure(500, 'INTERNAL', workspaceMessages.auditEventsLoadFailed);
    const account = query.account === undefined ? undefined : normalizeEmail(query.account);
    const matches = this.auditEvents.filter(
      (e) =>
        (!query.kind || e.kind === query.kind) &&
        (!account || e.actorEmail === account || e.actorId === account || e.targetId === account || e.targetLabel === account) &&
        (!query.from || e.at >= query.from) &&
        (!query.to || e.at < query.to),
    );
    return { items: itemsOnPage(matches, query.page ?? 1, query.pageSize ?? 25), total: matches.length };
  }

  async setRole(id: string, role: Role): Promise<AdminAccount> {
    if (this.failing) throw apiFailure(500, 'INTERNAL', workspaceMessages.roleChangeFailed);
    const account = this.accounts.find((a) => a.id === id);
    if (!account) throw apiFailure(404, 'NOT_FOUND', 'Account not found');
    account.role = role;
    return { ...account };
  }

  async listTestimonials(code: string): Promise<TestimonialCandidate[]> {
    if (this.failing) throw apiFailure(500, 'INTERNAL', workspaceMessages.testimonialsLoadFailed);
    return (this.testimonials.get(code) ?? []).map((c) => ({ ...c }));
  }

  async saveTestimonials(code: string, items: { kind: TestimonialKind; id: string }[]): Promise<TestimonialCandidate[]> {
    if (this.failing) throw apiFailure(500, 'INTERNAL', workspaceMessages.testimonialsSaveFailed);
    const all = this.testimonials.get(code) ?? [];
    const key = (c: { kind: string; id: string }) => `${c.kind}:${c.id}`;
    const chosen = items.map(key);
    items.forEach((item, index) => {
      if (!all.some((c) => key(c) === key(item)))
        throw apiFailure(400, 'VALIDATION', 'Not a public page or clip of this organization', `items.${index}.id`);
    });
    const next = [
      ...chosen.map((k) => ({ ...(all.find((c) => key(c) === k) as TestimonialCandidate), featured: true })),
      ...all.filter((c) => !chosen.includes(key(c))).map((c) => ({ ...c, featured: false })),
    ];
    this.testimonials.set(code, next);
    return next.map((c) => ({ ...c }));
  }
}
