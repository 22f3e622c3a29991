import { canManageProject, type Project, ProjectApi } from '@storykeep/core';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

/** The project being planned and whether the signed-in user may change its plans (the server decides in the end). */
export function usePlannedProject(projectId: string) {
  const projects = useService<ProjectApi>(ProjectApi);
  const project = useLoad(() => projects.get(projectId), [projects, projectId]);
  const role = useAuth((s) => s.context.role);
  const ownOrganization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  const value: Project | null = project.state === 'ready' ? project.value : null;
  const projectRole = value?.projectDetails?.currentUserProjectRole ?? null;
  const canManage =
    !!value &&
    role !== '' &&
    canManageProject(
      { role, organizations: ownOrganization ? [ownOrganization] : [], projectRoles: projectRole ? { [value._id]: projectRole } : {} },
      { id: value._id, organization: value.org_code ?? '' },
    );
  return { project, canManage };
}

/** The address of the project page a planning page belongs to (the organization's variant when it came from there). */
export function projectPath(projectId: string, organizationCode: string | undefined): string {
  return organizationCode
    ? `/organization/${encodeURIComponent(organizationCode)}/projects/${encodeURIComponent(projectId)}`
    : `/projects/${encodeURIComponent(projectId)}`;
}
