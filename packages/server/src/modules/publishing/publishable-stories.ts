import type { OrganizationPublishing, PublishableStory, PublishDecision } from '@storykeep/core';
import { interviewMessages } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { readJsonColumn } from '../../db/json-column.js';
import { type StoredOrganizationSettings, StoredOrganizationSettingsSchema } from '../../db/schema.js';
import { forbidden, HttpError } from '../../http/errors.js';
import { storyAccessRef } from '../access.js';

/** A story as the publishing rule reads it, with the publishing setting of its organization. */
export interface PublishingFacts {
  story: PublishableStory;
  organization: OrganizationPublishing;
}

/** Whether an organization's settings ask for a release form before anything of its interviews is published. */
export function organizationPublishing(settings: StoredOrganizationSettings): OrganizationPublishing {
  return { releaseRequiredToShare: settings.release_required_to_share === true };
}

/** The publishing facts of these stories (a release form among their files, their organization's setting), by id. */
export async function publishingFacts(context: AppContext, storyIds: readonly string[]): Promise<Map<string, PublishingFacts>> {
  const ids = [...new Set(storyIds)];
  if (ids.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('stories as s')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select(['s.id', 's.project_id', 's.organization_id', 's.creator_id', 's.ticket_id', 'o.settings'])
    .select((eb) =>
      eb
        .exists(eb.selectFrom('story_files as f').select('f.id').whereRef('f.story_id', '=', 's.id').where('f.release_form', '=', true))
        .as('has_release'),
    )
    .where('s.id', 'in', ids)
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      {
        story: { ...storyAccessRef(row), hasReleaseForm: Boolean(row.has_release) },
        organization: organizationPublishing(readJsonColumn(StoredOrganizationSettingsSchema, row.settings, 'organizations.settings')),
      },
    ]),
  );
}

/** Turns a refusal of the publishing rule into the API's answer: 403 without manage rights, 409 without a release form. */
export function requirePublishable(decision: PublishDecision, what: 'story' | 'clip' | 'gallery'): void {
  if (decision.allowed) return;
  if (decision.refusal === 'release')
    throw new HttpError(409, 'RELEASE_REQUIRED', interviewMessages.publishNeedsRelease, decision.clipId ? 'clips' : undefined);
  throw forbidden(what === 'gallery' ? interviewMessages.galleryPublishNeedsManager : interviewMessages.publishNeedsManager);
}
