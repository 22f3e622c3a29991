import type { ProjectRole, Role } from '../model/role.schema.js';

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

/** A project as the rules need it: its id and the organization that owns it. */
export interface ProjectRef {
  id: string;
  /** The owning organization, by the same kind of key as `AccessSubject.organizations`. */
  organization: string;
}

const ORGANIZATION_MANAGERS: readonly Role[] = ['org_manager', 'manager'];

function belongsTo(subject: AccessSubject, organization: string): boolean {
  return subject.organizations.includes(organization);
}

/** Guests reach only public pages and their own account; every workspace call needs at least a user. */
export function isWorkspaceMember(subject: AccessSubject): boolean {
  return subject.role !== 'guest';
}

/** Admins see every organization; others only those they belong to. */
export function canSeeOrganization(subject: AccessSubject, organization: string): boolean {
  return subject.role === 'admin' || (isWorkspaceMember(subject) && belongsTo(subject, organization));
}

/** Editing an organization, its settings, invitations and preparation-session locks: admin, or a manager inside it. */
export function canManageOrganization(subject: AccessSubject, organization: string): boolean {
  return subject.role === 'admin' || (ORGANIZATION_MANAGERS.includes(subject.role) && belongsTo(subject, organization));
}

/**
 * Reading and changing an organization's feature flags (remixes, branding, recording settings): the same people who
 * manage the organization, since the flags change what every member of it sees and records.
 */
export function canChangeOrganizationFlags(subject: AccessSubject, organization: string): boolean {
  return canManageOrganization(subject, organization);
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
export function canCreateProject(subject: AccessSubject, organization: string): boolean {
  return canManageOrganization(subject, organization);
}

/** Seeing a project and its stories: admin, a member of the project, or a manager of its organization. */
export function canSeeProject(subject: AccessSubject, project: ProjectRef): boolean {
  if (!isWorkspaceMember(subject)) return false;
  return project.id in subject.projectRoles || canManageOrganization(subject, project.organization);
}

/**
 * Managing a project (editing it, its folders, moving stories between folders, deleting stories):
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

/** A story as the story rules need it: its project, who made it, and the upload ticket its file came through. */
export interface StoryAccessRef {
  project: ProjectRef;
  creatorId: string | null;
  ticketId: string | null;
}

/**
 * A story someone sent through an upload ticket is theirs to follow and describe, even as a guest who sees no
 * project: the ticket asked them for it.
 */
export function isTicketUploader(userId: string, story: Pick<StoryAccessRef, 'creatorId' | 'ticketId'>): boolean {
  return story.ticketId !== null && story.creatorId !== null && story.creatorId === userId;
}

/** Seeing a story: whoever sees its project, and its ticket uploader. */
export function canSeeStory(subject: AccessSubject & { userId: string }, story: StoryAccessRef): boolean {
  return canSeeProject(subject, story.project) || isTicketUploader(subject.userId, story);
}

/**
 * Deleting a story: whoever manages its project; its ticket uploader too, but only while its file has not arrived
 * (a cancelled upload), since a sent recording belongs to the archive.
 */
export function canDeleteStory(subject: AccessSubject & { userId: string }, story: StoryAccessRef, hasMedia: boolean): boolean {
  return canManageProject(subject, story.project) || (!hasMedia && isTicketUploader(subject.userId, story));
}

/** A story's session password is changed only by the call's author. */
export function canChangeSessionPassword(userId: string, storyCreatorId: string | null): boolean {
  return storyCreatorId !== null && storyCreatorId === userId;
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
