import type { OrganizationMember, OrganizationMemberRole, ProjectMember } from '../model/api/member.api.js';
import { normalizeEmail } from '../model/normalize-email.js';
import type { ProjectRole } from '../model/role.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { MemberApi } from '../ports/member-api.port.js';

const MANAGERS = ['manager', 'org_manager'];

/** In-memory MemberApi keeping the server's rule that the last manager is never removed or demoted; `invites` records invitations. */
export class FakeMemberApi implements MemberApi {
  readonly organizations = new Map<string, OrganizationMember[]>();
  readonly projects = new Map<string, ProjectMember[]>();
  readonly invites: { scope: string; email: string; role: string }[] = [];

  async listOrganization(code: string): Promise<OrganizationMember[]> {
    return [...(this.organizations.get(code) ?? [])];
  }
  async inviteToOrganization(code: string, email: string, role: OrganizationMemberRole): Promise<void> {
    this.invites.push({ scope: code, email: normalizeEmail(email), role });
  }
  async changeOrganizationRole(code: string, userId: string, role: OrganizationMemberRole): Promise<OrganizationMember> {
    const members = this.organizations.get(code) ?? [];
    const member = find(members, userId);
    if (MANAGERS.includes(member.role) && !MANAGERS.includes(role) && members.filter((m) => MANAGERS.includes(m.role)).length <= 1)
      throw apiFailure(409, 'CONFLICT', 'The organization needs at least one manager', 'role');
    member.role = role;
    return { ...member };
  }
  async removeFromOrganization(code: string, userId: string): Promise<void> {
    const members = this.organizations.get(code) ?? [];
    const member = find(members, userId);
    if (MANAGERS.includes(member.role) && members.filter((m) => MANAGERS.includes(m.role)).length <= 1)
      throw apiFailure(409, 'CONFLICT', 'The organization needs at least one manager', 'user_id');
    this.organizations.set(
      code,
      members.filter((m) => m.user_id !== userId),
    );
  }
  async listProject(id: string): Promise<ProjectMember[]> {
    return [...(this.projects.get(id) ?? [])];
  }
  async inviteToProject(id: string, email: string): Promise<void> {
    this.invites.push({ scope: id, email: normalizeEmail(email), role: 'project_member' });
  }
  async changeProjectRole(id: string, userId: string, role: ProjectRole): Promise<ProjectMember> {
    const members = this.projects.get(id) ?? [];
    const member = find(members, userId);
    if (member.role === 'project_manager' && role !== 'project_manager' && lastProjectManager(members))
      throw apiFailure(409, 'CONFLICT', 'The project needs at least one project manager', 'role');
    member.role = role;
    return { ...member };
  }
  async removeFromProject(id: string, userId: string): Promise<void> {
    const members = this.projects.get(id) ?? [];
    const member = find(members, userId);
    if (member.role === 'project_manager' && lastProjectManager(members))
      throw apiFailure(409, 'CONFLICT', 'The project needs at least one project manager', 'user_id');
    this.projects.set(
      id,
      members.filter((m) => m.user_id !== userId),
    );
  }
}

function find<M extends { user_id: string }>(members: M[], userId: string): M {
  const member = members.find((m) => m.user_id === userId);
  if (!member) throw apiFailure(404, 'NOT_FOUND', 'Member not found');
  return member;
}

function lastProjectManager(members: ProjectMember[]): boolean {
  return members.filter((m) => m.role === 'project_manager').length <= 1;
}
