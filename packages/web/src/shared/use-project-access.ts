import { canManageProject, type Project, type ProjectRole } from '@storykeep/core';
import { useAuth } from './auth-context.js';

/** Whether the signed-in user manages this project (admin, its project manager, or a manager of its organization). */
export function useCanManageProject(project: Project | null): boolean {
  const role = useAuth((s) => s.context.role);
  const ownOrganization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  if (!project || role === '') return false;
  const projectRole = project.projectDetails?.currentUserProjectRole ?? null;
  return canManageProject(
    { role, organizations: ownOrganization ? [ownOrganization] : [], projectRoles: projectRole ? { [project._id]: projectRole } : {} },
    { id: project._id, organization: project.org_code ?? '' },
  );
}

/**
 * Whether the signed-in user manages the project of an interview listed in one of their lists, as a test per project:
 * admin, a manager of their own organization (every listed interview they see is in it), or the project's manager
 * when the list is the project's (`projectRole`). The server asks the same rule again before acting.
 */
export function useListedStoryManagement(projectRole: ProjectRole | null): (projectId: string | undefined) => boolean {
  const role = useAuth((s) => s.context.role);
  const ownOrganization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  return (projectId) =>
    Boolean(projectId) &&
    role !== '' &&
    canManageProject(
      {
        role,
        organizations: ownOrganization ? [ownOrganization] : [],
        projectRoles: projectRole && projectId ? { [projectId]: projectRole } : {},
      },
      { id: projectId ?? '', organization: ownOrganization ?? '' },
    );
}
