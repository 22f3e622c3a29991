import { type Project, ProjectApi } from '@storykeep/core';
import { useService } from '../../shared/container-context.js';
import { useCanManageProject } from '../../shared/use-access-subject.js';
import { useLoad } from '../../shared/use-load.js';

/** The project being planned and whether the signed-in user may change its plans (the server decides in the end). */
export function usePlannedProject(projectId: string) {
  const projects = useService<ProjectApi>(ProjectApi);
  const project = useLoad(() => projects.get(projectId), [projects, projectId]);
  const value: Project | null = project.state === 'ready' ? project.value : null;
  const canManage = useCanManageProject(value);
  return { project, canManage };
}

/** The address of the project page a planning page belongs to (the organization's variant when it came from there). */
export function projectPath(projectId: string, organizationCode: string | undefined): string {
  return organizationCode
    ? `/organization/${encodeURIComponent(organizationCode)}/projects/${encodeURIComponent(projectId)}`
    : `/projects/${encodeURIComponent(projectId)}`;
}
