import type { Project, ProjectRole } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { ProjectsTable } from '../../db/schema.js';

/** The API's project, with the caller's own role in it. */
export function toProject(
  row: Selectable<ProjectsTable> & { org_code: string },
  role: ProjectRole | undefined,
  invites?: string[],
): Project {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    projectBackgroundUrl: row.background_url,
    org_code: row.org_code,
    projectDetails: { currentUserProjectRole: role ?? null },
    ...(invites ? { invites } : {}),
  };
}
