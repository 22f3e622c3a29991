import type { CallRole, MaybeRole, ProjectRole, Role } from '../model/role.schema.js';

// The one home of "who may do what" (docs/product/routes-and-roles.md, Permissions). The web app and the server ask
// these rules; nothing else compares roles. The story rules (reach, its data form for SQL, deleting and replacing)
// live in story-access.ts, publishing in publishing.ts, and the subject a signed-in browser acts as in
// access-subject.ts, all beside this file.

/**
 * Who is asking: the account role, the organizations the account belongs to and its role in each project it
 * is a member of. Organizations are named by one kind of key throughout a caller — the server uses ids, the
 * browser (which only knows codes) uses codes — so `organizations` and `ProjectRef.organization` must match.
 */
export interface AccessSubject {
  role: Role;
  organizations: readonly string[];
  projectRoles: Readonly<Record<string, ProjectRole>>;
}

/** A subject who is also a known account: most story rules compare the account with a story's creator. */
export type AccessUser = AccessSubject & { userId: string };

/** A project as the rules need it: its id and the organization that owns it. */
export interface ProjectRef {
  id: string;
  /** The owning organization, by the same kind of key as `AccessSubject.organizations`. */
  organization: string;
}

/** The account roles that manage every project of the organizations they belong to. */
export const ORGANIZATION_MANAGER_ROLES: readonly Role[] = ['org_manager', 'manager'];

/** Whether an account role manages its organizations (manager or org_manager; admins stand above every organization). */
export function isOrganizationManagerRole(role: string): boolean {
  return (ORGANIZATION_MANAGER_ROLES as readonly string[]).includes(role);
}

function belongsTo(subject: AccessSubject, organization: string): boolean {
  return subject.organizations.includes(organization);
}

/** Guests reach only public pages and their own account; every workspace call needs at least a user. */
export function isWorkspaceMember(subject: Pick<AccessSubject, 'role'>): boolean {
  return subject.role !== 'guest';
}

/** A guest account (signed in through a ticket or an invitation to a call): its home is the guest home. */
export function isGuestAccount(role: MaybeRole): boolean {
  return role === 'guest';
}

/** Only admins create organizations, list all of them, see the Admin menu and act as another user. */
export function isAdmin(subject: { role: MaybeRole }): boolean {
  return subject.role === 'admin';
}

/** Admins see every organization; others only those they belong to. */
export function canSeeOrganization(subject: AccessSubject, organization: string): boolean {
  return isAdmin(subject) || (isWorkspaceMember(subject) && belongsTo(subject, organization));
}

/** Editing an organization, its settings, invitations and preparation-session locks: admin, or a manager inside it. */
export function canManageOrganization(subject: AccessSubject, organization: string): boolean {
  return isAdmin(subject) || (isOrganizationManagerRole(subject.role) && belongsTo(subject, organization));
}

/**
 * The organizations whose every project the subject manages: 'all' for admins, their own organizations for
 * organization managers, none for anyone else (their reach is project by project).
 */
export function managedOrganizations(subject: AccessSubject): 'all' | readonly string[] {
  if (isAdmin(subject)) return 'all';
  return isOrganizationManagerRole(subject.role) ? subject.organizations : [];
}

/** The organization list and its members are for admins and organization managers; the call is skipped for others. */
export function canListOrganizations(role: MaybeRole): boolean {
  return role === 'admin' || isOrganizationManagerRole(role);
}

/** Creating a project in an organization: admin, or a manager inside it. */
export function canCreateProject(subject: AccessSubject, organization: string): boolean {
  return canManageOrganization(subject, organization);
}

/** Seeing a project and its stories: admin, a member of the project, or a manager of its organization. */
export function canSeeProject(subject: AccessSubject, project: ProjectRef): boolean {
  if (!isWorkspaceMember(subject)) return false;
  return Object.hasOwn(subject.projectRoles, project.id) || canManageOrganization(subject, project.organization);
}

/**
 * Managing a project (editing it, its folders, moving stories between folders, deleting stories, publishing):
 * admin, its project_manager, or a manager of its organization.
 */
export function canManageProject(subject: AccessSubject, project: ProjectRef): boolean {
  if (!isWorkspaceMember(subject)) return false;
  return subject.projectRoles[project.id] === 'project_manager' || canManageOrganization(subject, project.organization);
}

/** Adding to a project (stories, story files): anyone who sees it. */
export function canContributeToProject(subject: AccessSubject, project: ProjectRef): boolean {
  return canSeeProject(subject, project);
}

/**
 * Bulk delete on an interview list: whoever manages the list's project (the rule the server applies per story); on a
 * list across projects (`null`, my interviews), whoever manages every project.
 */
export function canBulkDelete(subject: AccessSubject, project: ProjectRef | null): boolean {
  return project ? canManageProject(subject, project) : managedOrganizations(subject) === 'all';
}

/** Manage folders on an interview list: whoever manages the project, and only when it has at least one folder. */
export function canManageFolders(subject: AccessSubject, project: ProjectRef | null, projectFolderCount: number): boolean {
  return project !== null && canManageProject(subject, project) && projectFolderCount > 0;
}

/**
 * Changing an organization's entities (rename, merge, separate, hide): admin, a manager inside it, or the
 * project_manager of one of its projects. Entities are shared by every project of the organization, so a project's
 * other members read them but do not change them. `projects` are the projects the caller knows, with their
 * organization; only those of `organization` the subject manages count.
 */
export function canChangeEntities(subject: AccessSubject, organization: string, projects: readonly ProjectRef[]): boolean {
  if (!isWorkspaceMember(subject)) return false;
  if (canManageOrganization(subject, organization)) return true;
  return projects.some((p) => p.organization === organization && subject.projectRoles[p.id] === 'project_manager');
}

/**
 * Changing an organization member's role: a manager of the organization may make its users managers and back, but
 * an admin's or an org_manager's role (power across the workspace) only an admin changes.
 */
export function canChangeMemberRole(subject: AccessSubject, organization: string, memberRole: Role): boolean {
  if (!canManageOrganization(subject, organization)) return false;
  return isAdmin(subject) || (memberRole !== 'admin' && memberRole !== 'org_manager');
}

/**
 * A role belongs to the account, not to one organization: for someone who also belongs to another organization, only
 * an admin changes it (a manager here must not hand out or take away power elsewhere).
 */
export function canChangeRoleAcrossOrganizations(subject: AccessSubject): boolean {
  return isAdmin(subject);
}

/** Removing a member from an organization: its managers, but an admin only an admin removes. */
export function canRemoveMember(subject: AccessSubject, organization: string, memberRole: Role): boolean {
  return canManageOrganization(subject, organization) && (isAdmin(subject) || memberRole !== 'admin');
}

/** A story's session password is changed only by the call's author. */
export function canChangeSessionPassword(userId: string, storyCreatorId: string | null): boolean {
  return storyCreatorId !== null && storyCreatorId === userId;
}

/** In a call the story's creator is the host; everyone else, signed in or not, is a guest. */
export function callRole(userId: string | null | undefined, storyCreatorId: string | null | undefined): CallRole {
  return userId && userId === storyCreatorId ? 'host' : 'guest';
}
