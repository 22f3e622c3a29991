import type { Selectable } from 'kysely';
import { ChangeAwareCache } from '../db/change-aware-cache.js';
import type { ProjectsTable } from '../db/schema.js';
import type { TableChanges } from '../db/table-changes.js';
import type { KeptActor } from './actor.types.js';

/** A project row with its organization's code. */
export type ProjectWithCode = Selectable<ProjectsTable> & { org_code: string };

/** Rows every request reads, kept between requests until their tables change (see `ChangeAwareCache`). */
export interface AppCaches {
  /** By the access token's hash. */
  actors: ChangeAwareCache<KeptActor>;
  /** By project id. */
  projects: ChangeAwareCache<ProjectWithCode>;
  close(): void;
}

// A value is served at most this long even without a change notice: the bound on staleness should a notice be lost.
const MAX_AGE_MS = 30_000;

export function createAppCaches(changes: TableChanges): AppCaches {
  const actors = new ChangeAwareCache<KeptActor>({
    tables: ['sessions', 'users', 'organization_members', 'project_members'],
    changes,
    maxAgeMs: MAX_AGE_MS,
    maxEntries: 10_000,
  });
  const projects = new ChangeAwareCache<ProjectWithCode>({
    tables: ['projects', 'organizations'],
    changes,
    maxAgeMs: MAX_AGE_MS,
    maxEntries: 10_000,
  });
  return {
    actors,
    projects,
    close() {
      actors.close();
      projects.close();
    },
  };
}
