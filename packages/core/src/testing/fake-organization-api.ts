import type { OrganizationCreateRequest, OrganizationEditRequest, OrganizationResponse } from '../model/api/organization.api.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { OrganizationApi } from '../ports/organization-api.port.js';

/** In-memory OrganizationApi; `own` lists the codes the user belongs to, `unsecurePrepSessions` counts per organization id. */
export class FakeOrganizationApi implements OrganizationApi {
  readonly organizations = new Map<string, OrganizationResponse>();
  readonly own = new Set<string>();
  readonly unsecurePrepSessions = new Map<string, number>();
  readonly edits: { code: string; request: OrganizationEditRequest }[] = [];
  readonly locks: { code: string; password: string }[] = [];
  listCalls = 0;

  constructor(organizations: OrganizationResponse[] = []) {
    for (const organization of organizations) {
      this.organizations.set(organization.organizational_code, organization);
      this.own.add(organization.organizational_code);
    }
  }

  async listOwn(): Promise<OrganizationResponse[]> {
    this.listCalls += 1;
    return [...this.organizations.values()].filter((o) => this.own.has(o.organizational_code));
  }
  async listAll(): Promise<OrganizationResponse[]> {
    this.listCalls += 1;
    return [...this.organizations.values()];
  }
  async get(code: string): Promise<OrganizationResponse> {
    const organization = this.organizations.get(code);
    if (!organization) throw apiFailure(404, 'NOT_FOUND', 'Organization not found');
    return organization;
  }
  async create(request: OrganizationCreateRequest): Promise<OrganizationResponse> {
    if (this.organizations.has(request.organizational_code)) throw apiFailure(409, 'CONFLICT', 'Code taken', 'organizational_code');
    const organization: OrganizationResponse = {
      _id: `org-${this.organizations.size + 1}`,
      organizational_code: request.organizational_code,
      organization_name: request.organization_name,
      logoUrl: request.logoUrl ?? null,
      require_session_passwords: request.require_session_passwords ?? false,
      force_two_factor: request.force_two_factor ?? false,
    };
    this.organizations.set(organization.organizational_code, organization);
    this.own.add(organization.organizational_code);
    return organization;
  }
  async edit(code: string, request: OrganizationEditRequest): Promise<OrganizationResponse> {
    const current = await this.get(code);
    this.edits.push({ code, request });
    const { settings, ...fields } = request;
    const next: OrganizationResponse = { ...current, ...fields } as OrganizationResponse;
    if (settings) {
      const vocabulary = settings.vocabulary ?? current.settings?.vocabulary ?? [];
      next.settings = {
        transcription_service: 'default',
        filler_words: false,
        auto_chaptering: false,
        ...current.settings,
        ...settings,
        vocabulary: typeof vocabulary === 'string' ? [vocabulary] : vocabulary,
      };
    }
    this.organizations.set(code, next);
    return next;
  }
  async logo(code: string): Promise<string | null> {
    return (await this.get(code)).logoUrl ?? null;
  }
  async lockPrepSessions(code: string, password: string): Promise<number> {
    const organization = await this.get(code);
    this.locks.push({ code, password });
    const count = this.unsecurePrepSessions.get(organization._id) ?? 0;
    this.unsecurePrepSessions.set(organization._id, 0);
    return count;
  }
  async countPrepSessions(query: { org_id: string; password_present?: boolean }): Promise<number> {
    return query.password_present === false ? (this.unsecurePrepSessions.get(query.org_id) ?? 0) : 0;
  }
  async acceptInvite(code: string): Promise<{ organizational_code: string; project_id: string | null }> {
    const organization = await this.get(code);
    this.own.add(code);
    return { organizational_code: organization.organizational_code, project_id: null };
  }
}
