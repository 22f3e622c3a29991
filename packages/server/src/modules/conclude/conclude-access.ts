import { canContributeToProject, canManageProject, isGuestRecorder } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';

/**
 * The story a caller may conclude, and whether they also manage its project. Anyone who may add to the story's
 * project (its members, the organization's managers, admins) concludes it; so does the guest who recorded it,
 * since the public conclude page follows a guest's own recording. Anyone else is told the story does not exist.
 */
export async function requireConcludableStory(context: AppContext, actor: Actor, id: string) {
  const story = await context.db.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!story) throw notFound('Story');
  const project = { id: story.project_id, organization: story.organization_id };
  const recorder = isGuestRecorder(actor, { creatorId: story.creator_id });
  if (!recorder && !canContributeToProject(actor, project)) throw notFound('Story');
  return { story, manages: canManageProject(actor, project) };
}
