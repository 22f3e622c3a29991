import type { OrganizationMember, OrganizationMemberRole, ProjectMember } from '../model/api/member.api.js';
import type { ProjectRole } from '../model/role.schema.js';

/** Members of organizations and projects: list, invite by e-mail, change a role, remove. */
export const MemberApi = Symbol('MemberApi');
export interface MemberApi {
  listOrganization(code: string): Promise<OrganizationMember[]>;
  /** `POST /organization/{code}/invites`: e-mails an invitation to join as a user or a manager. */
  inviteToOrganization(code: string, email: string, role: OrganizationMemberRole): Promise<void>;
  changeOrganizationRole(code: string, userId: string, role: OrganizationMemberRole): Promise<OrganizationMember>;
  removeFromOrganization(code: string, userId: string): Promise<void>;
  listProject(id: string): Promise<ProjectMember[]>;
  /** `POST /projects/{id}/invites`: e-mails an invitation; the invitee joins as a project member. */
  inviteToProject(id: string, email: string): Promise<void>;
  changeProjectRole(id: string, userId: string, role: ProjectRole): Promise<ProjectMember>;
  removeFromProject(id: string, userId: string): Promise<void>;
}
