import {
  type AccessSubject,
  canChangeEntities,
  canManageOrganization,
  type EntitySummary,
  type Project,
  ProjectApi,
  type ProjectRef,
  type ProjectRole,
} from '@storykeep/core';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLoad } from '../../shared/use-load.js';

/** The projects a person reaches is read at most this many pages of 100: past that, their rights are not listed. */
const MAX_PAGES = 20;

async function everyProject(api: ProjectApi): Promise<Project[]> {
  const projects: Project[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const answer = await api.list({ page, pageSize: 100 });
    projects.push(...answer.items);
    if (answer.items.length === 0 || projects.length >= answer.total) break;
  }
  return projects;
}

/**
 * Whether the signed-in person may change an entity, by core's `canChangeEntities` (the rule the server applies):
 * the projects they reach are read once to learn the ones they manage. Until that answer, and when it fails, no
 * one but an admin or a manager of the entity's organization is offered changes; the server decides in the end.
 */
export function useCanChangeEntities(): (entity: Pick<EntitySummary, 'organization_code'>) => boolean {
  const role = useAuth((s) => s.context.role);
  const ownOrganization = useAuth((s) => s.context.organization_info?.organizational_code ?? null);
  const api = useService<ProjectApi>(ProjectApi);
  const organizations = ownOrganization ? [ownOrganization] : [];
  const managesAll = role !== '' && canManageOrganization({ role, organizations, projectRoles: {} }, ownOrganization ?? '');
  // Admins and organization managers need no project list; a guest or a signed-out page never reaches these pages.
  const projects = useLoad(async () => (role === '' || role === 'guest' || managesAll ? [] : everyProject(api)), [api, role, managesAll]);
  if (role === '') return () => false;
  const known = projects.state === 'ready' ? projects.value : [];
  const projectRoles: Record<string, ProjectRole> = {};
  const refs: ProjectRef[] = [];
  for (const project of known) {
    const own = project.projectDetails?.currentUserProjectRole;
    if (own) projectRoles[project._id] = own;
    if (project.org_code) refs.push({ id: project._id, organization: project.org_code });
  }
  const subject: AccessSubject = { role, organizations, projectRoles };
  return (entity) => canChangeEntities(subject, entity.organization_code, refs);
}
