import {
  canChangeEntities,
  canManageOrganization,
  type EntitySummary,
  isWorkspaceMember,
  type Project,
  ProjectApi,
  projectRefOf,
} from '@storykeep/core';
import { useService } from '../../shared/container-context.js';
import { useAccessSubject } from '../../shared/use-access-subject.js';
import { useLoad } from '../../shared/use-load.js';

/** The projects a person reaches is read at most this many pages of 100: past that, their rights are not listed. */
const MAX_PAGES = 20;

const NO_PROJECTS: Project[] = [];

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
  const api = useService<ProjectApi>(ProjectApi);
  const session = useAccessSubject();
  const ownOrganization = session?.organizations[0] ?? '';
  const managesAll = session !== null && canManageOrganization(session, ownOrganization);
  // Admins and organization managers need no project list; a guest or a signed-out page never reaches these pages.
  const reads = session !== null && isWorkspaceMember(session) && !managesAll;
  const projects = useLoad(async () => (reads ? everyProject(api) : []), [api, reads]);
  const known = projects.state === 'ready' ? projects.value : NO_PROJECTS;
  const subject = useAccessSubject(known);
  if (!subject) return () => false;
  const refs = known.filter((project) => project.org_code).map(projectRefOf);
  return (entity) => canChangeEntities(subject, entity.organization_code, refs);
}
