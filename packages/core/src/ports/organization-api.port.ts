import type {
  OrganizationCreateRequest,
  OrganizationEditRequest,
  OrganizationResponse,
  PrepSessionQueryRequest,
} from '../model/api/organization.api.js';

/** Organizations (see docs/product/api.md): own and all (admin), one by code, create, edit, logo, preparation-session locks. */
export const OrganizationApi = Symbol('OrganizationApi');
export interface OrganizationApi {
  /** `GET /organization`: the user's own organizations. */
  listOwn(): Promise<OrganizationResponse[]>;
  /** `GET /organization/admin/all` (admin). */
  listAll(): Promise<OrganizationResponse[]>;
  get(code: string): Promise<OrganizationResponse>;
  create(request: OrganizationCreateRequest): Promise<OrganizationResponse>;
  edit(code: string, request: OrganizationEditRequest): Promise<OrganizationResponse>;
  /** `GET /organization/{code}/logo`: null when the organization has none. */
  logo(code: string): Promise<string | null>;
  /** Gives every preparation session without a password this one; answers how many changed. */
  lockPrepSessions(code: string, password: string): Promise<number>;
  /** `POST /prepsession/all` with count: how many preparation sessions match. */
  countPrepSessions(query: Omit<PrepSessionQueryRequest, 'count'>): Promise<number>;
  /** `POST /organization/{code}/accept`: joins the organization of an invitation code. */
  acceptInvite(code: string): Promise<{ organizational_code: string; project_id: string | null }>;
}
