import { canSeeProject, type GalleryElement, type SyncedClip } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { PublishedClip } from '../../db/gallery-tables.schema.js';
import type { ClipsTable } from '../../db/schema.js';
import type { Actor } from '../../http/actor.js';
import { HttpError } from '../../http/errors.js';

/** A clip row with its story and project, as a gallery shows it. */
export type GalleryClipRow = Selectable<ClipsTable> & {
  story_title: string;
  project_id: string;
  project_name: string;
  media_type: string | null;
  organization_id: string;
};

/** The clips among `ids` whose stories belong to the organization (a gallery never reaches another tenant's clips). */
export async function clipsOfOrganization(
  context: AppContext,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, GalleryClipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('clips as c')
    .innerJoin('stories as s', 's.id', 'c.story_id')
    .innerJoin('projects as p', 'p.id', 's.project_id')
    .selectAll('c')
    .select(['s.title as story_title', 's.project_id', 's.media_type', 's.organization_id', 'p.name as project_name'])
    .where('c.id', 'in', [...ids])
    .where('s.organization_id', '=', organizationId)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** What a gallery remembers of a clip at a refresh. */
export function syncedOf(row: Selectable<ClipsTable>): SyncedClip {
  return { title: row.title, start: row.start_seconds, end: row.end_seconds, updatedAt: new Date(row.updated_at).toISOString() };
}

/** What a gallery keeps of a clip when it is saved or refreshed: the clip as its public page shows it from then on. */
export function publishedOf(row: GalleryClipRow): PublishedClip {
  return {
    ...syncedOf(row),
    description: row.description,
    storyId: row.story_id,
    storyTitle: row.story_title,
    audio: row.media_type === 'audio',
    thumbnailKey: row.thumbnail_key,
  };
}

/** Every clip a gallery is given must be one of the organization's that the caller may see; else 404 on `clips`. */
export async function requireClips(context: AppContext, actor: Actor, organizationId: string, ids: readonly string[]) {
  const found = await clipsOfOrganization(context, organizationId, ids);
  for (const id of ids) {
    const row = found.get(id);
    if (!row || !canSeeProject(actor, { id: row.project_id, organization: row.organization_id }))
      throw new HttpError(404, 'NOT_FOUND', 'Clip not found', 'clips');
  }
  return found;
}

/** The clip ids of a gallery's elements, in order. */
export const clipIdsOf = (elements: readonly GalleryElement[]) => elements.filter((e) => e.type === 'clip').map((e) => e.id);
