import { canManageProject, type Project } from '@storykeep/core';
import { useAuth } from '../../shared/auth-context.js';

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
