import type { AuthState } from '../model/auth.schema.js';
import type { Project } from '../model/project.schema.js';
import type { ProjectRole } from '../model/role.schema.js';
import type { AccessUser, ProjectRef } from './access.js';

/** What a signed-in browser knows of its account: the auth state's role, id and organization. */
export type SessionAccess = Pick<AuthState, 'role' | 'user_id' | 'organization_info'>;

/** A project as the browser lists it: its id, its organization's code and the caller's role in it. */
export type KnownProject = Pick<Project, '_id' | 'org_code' | 'projectDetails'>;

/** A listed project as the rules name it (organizations by code, as the browser knows them). */
export function projectRefOf(project: Pick<Project, '_id' | 'org_code'>): ProjectRef {
  return { id: project._id, organization: project.org_code ?? '' };
}

/**
 * The subject a signed-in browser acts as, built once from its session and the projects it has loaded (their
 * `currentUserProjectRole`); null until the account is known. The browser names organizations by code.
 */
export function accessSubjectOf(session: SessionAccess, projects: readonly KnownProject[] = []): AccessUser | null {
  if (session.role === '' || !session.user_id) return null;
  const projectRoles: Record<string, ProjectRole> = {};
  for (const project of projects) {
    const own = project.projectDetails?.currentUserProjectRole;
    if (own) projectRoles[project._id] = own;
  }
  const code = session.organization_info?.organizational_code;
  return { role: session.role, userId: session.user_id, organizations: code ? [code] : [], projectRoles };
}
