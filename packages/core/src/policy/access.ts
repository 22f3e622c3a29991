import type { ProjectRole, Role } from '../model/role.schema.js';

/**
 * Who is asking, as the server knows it: the account role, the organizations the account belongs to and
 * its role in each project it is a member of.
 */
export interface AccessSubject {
  role: Role;
  organizationIds: readonly string[];
  projectRoles: Readonly<Record<string, ProjectRole>>;
}

/** A project as the rules need it: its id and the organization that owns it. */
export interface ProjectRef {
  id: string;
  organizationId: string;
}

const ORGANIZATION_MANAGERS: readonly Role[] = ['org_manager', 'manager'];

function belongsTo(subject: AccessSubject, organizationId: string): boolean {
  return subject.organizationIds.includes(organizationId);
}

/** Guests reach only public pages and their own account; every workspace call needs at least a user. */
export function isWorkspaceMember(subject: AccessSubject): boolean {
  return subject.role !== 'guest';
}

/** Admins see every organization; others only those they belong to. */
export function canSeeOrganization(subject: AccessSubject, organizationId: string): boolean {
  return subject.role === 'admin' || (isWorkspaceMember(subject) && belongsTo(subject, organizationId));
}

/** Editing an organization, its settings, invitations and preparation-session locks: admin, or a manager inside it. */
export function canManageOrganization(subject: AccessSubject, organizationId: string): boolean {
  return subject.role === 'admin' || (ORGANIZATION_MANAGERS.includes(subject.role) && belongsTo(subject, organizationId));
}

/** Only admins create organizations, list all of them, and act as another user. */
export function isAdmin(subject: AccessSubject): boolean {
  return subject.role === 'admin';
}

/** The organization list calls are skipped for an empty role, users and guests (they would only be refused). */
export function canListOrganizations(role: Role | ''): boolean {
  return role === 'admin' || role === 'org_manager' || role === 'manager';
}

/** Creating a project in an organization: admin, or a manager inside it. */
export function canCreateProject(subject: AccessSubject, organizationId: string): boolean {
  return canManageOrganization(subject, organizationId);
}

/** Seeing a project and its stories: admin, a member of the project, or a manager of its organization. */
export function canSeeProject(subject: AccessSubject, project: ProjectRef): boolean {
  if (!isWorkspaceMember(subject)) return false;
  return project.id in subject.projectRoles || canManageOrganization(subject, project.organizationId);
}

/**
 * Managing a project (editing it, its folders, moving stories between folders, deleting stories):
 * admin, its project_manager, or a manager of its organization.
 */
export function canManageProject(subject: AccessSubject, project: ProjectRef): boolean {
  if (!isWorkspaceMember(subject)) return false;
  return subject.projectRoles[project.id] === 'project_manager' || canManageOrganization(subject, project.organizationId);
}

/** Adding to a project (stories, story files): anyone who sees it. */
export function canContributeToProject(subject: AccessSubject, project: ProjectRef): boolean {
  return canSeeProject(subject, project);
}

/** A story's session password is changed only by the call's author. */
export function canChangeSessionPassword(userId: string, storyCreatorId: string | null): boolean {
  return storyCreatorId !== null && storyCreatorId === userId;
}
