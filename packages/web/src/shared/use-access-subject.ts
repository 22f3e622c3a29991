import { type AccessUser, accessSubjectOf, canManageProject, type KnownProject, type Project, projectRefOf } from '@storykeep/core';
import { useMemo } from 'react';
import { useAuth } from './auth-context.js';

/**
 * The subject the signed-in person acts as for core's access rules, built once from the session (core's
 * `accessSubjectOf`) with the roles of the projects the page has loaded; null until the account is known.
 */
export function useAccessSubject(projects: readonly KnownProject[] = NO_PROJECTS): AccessUser | null {
  const role = useAuth((s) => s.context.role);
  const userId = useAuth((s) => s.context.user_id);
  const organizationCode = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  return useMemo(() => {
    const organization_info = organizationCode ? { organizational_code: organizationCode, organization_name: organizationCode } : null;
    return accessSubjectOf({ role, user_id: userId, organization_info }, projects);
  }, [role, userId, organizationCode, projects]);
}

const NO_PROJECTS: readonly KnownProject[] = [];

/** Whether the signed-in person manages this project (admin, its project manager, or a manager of its organization). */
export function useCanManageProject(project: Project | null): boolean {
  const projects = useMemo(() => (project ? [project] : NO_PROJECTS), [project]);
  const subject = useAccessSubject(projects);
  return Boolean(project && subject && canManageProject(subject, projectRefOf(project)));
}

/**
 * Whether the signed-in person manages the project of an interview in one of their lists, as a test per project: admin,
 * a manager of their own organization (every listed interview they see is in it), or the manager of the list's own
 * `project`. The server asks the same rule again before acting.
 */
export function useListedStoryManagement(project: Project | null): (projectId: string | undefined) => boolean {
  const projects = useMemo(() => (project ? [project] : NO_PROJECTS), [project]);
  const subject = useAccessSubject(projects);
  const ownOrganization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  return (projectId) => Boolean(projectId && subject && canManageProject(subject, { id: projectId, organization: ownOrganization ?? '' }));
}
