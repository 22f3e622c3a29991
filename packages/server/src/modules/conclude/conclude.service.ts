import type { ConcludeRequest, ConcludeResponse } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, HttpError } from '../../http/errors.js';
import { requireFoldersInProject } from '../folders/folders-in-project.js';
import { requireConcludableStory } from './conclude-access.js';
import { notifyConcluded } from './conclude-mail.js';

type Story = Awaited<ReturnType<typeof requireConcludableStory>>['story'];

// Every refusal is decided before the first write, so a refused request changes nothing.
async function checkRequest(context: AppContext, story: Story, manages: boolean, id: string, input: ConcludeRequest) {
  if (input.story_id !== id) throw badRequest('story_id must be the story of the address', 'story_id');
  if (input.project !== null && input.project !== story.project_id) throw badRequest("project must be the story's project", 'project');
  if (input.projects.some((p) => p !== story.project_id)) throw badRequest("projects may only name the story's project", 'projects');
  if (!input.termsAccepted) throw badRequest('The terms must be accepted', 'termsAccepted');
  const folders = await requireFoldersInProject(context, story.project_id, input.folders, 'folders');
  if (input.export_to_permanent_org) {
    if (!manages) throw forbidden('Only those who manage the project export to the permanent archive');
    if (!context.archive) throw new HttpError(409, 'CONFLICT', 'This server has no media store to export from', 'export_to_permanent_org');
  }
  return folders;
}

/**
 * `POST /stories/{id}/conclude`: saves the story's title, description and folders and what the conclude page
 * collected (notes, addresses, terms, upload details), which marks the story concluded; then mails the listed
 * addresses (and, with `notify_group`, the project's members) a link to it, and writes the archival package
 * when asked. Managers' folder lists replace the story's folders; other callers' lists only add to them, as
 * they may add to the project but not take from it.
 */
export async function concludeStory(context: AppContext, actor: Actor, id: string, input: ConcludeRequest): Promise<ConcludeResponse> {
  const { story, manages } = await requireConcludableStory(context, actor, id);
  const folders = await checkRequest(context, story, manages, id, input);
  const now = context.now();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('stories')
      .set({ title: input.title, description: input.description, updated_at: now })
      .where('id', '=', id)
      .execute();
    if (manages) await trx.deleteFrom('folder_stories').where('story_id', '=', id).execute();
    if (folders.length > 0)
      await trx
        .insertInto('folder_stories')
        .values(folders.map((folderId) => ({ folder_id: folderId, story_id: id, added_at: now })))
        .onConflict((oc) => oc.columns(['folder_id', 'story_id']).doNothing())
        .execute();
    const conclusion = {
      notes: input.notes,
      groups: JSON.stringify(input.groups),
      emails: JSON.stringify(input.emails),
      notify_group: input.notify_group,
      terms_accepted: input.termsAccepted,
      is_upload: input.is_upload,
      media_key: input.mediaKey,
      media_type: input.mediaType,
      file_name: input.file_name,
      export_to_permanent_org: input.export_to_permanent_org,
      concluded_by: actor.userId,
      concluded_at: now,
    };
    await trx
      .insertInto('story_conclusions')
      .values({ story_id: id, ...conclusion })
      .onConflict((oc) => oc.column('story_id').doUpdateSet(conclusion))
      .execute();
  });
  const notified = await notifyConcluded(context, actor, { id, projectId: story.project_id, title: input.title }, input);
  const exported = input.export_to_permanent_org && context.archive ? await context.archive.exportStory(id) : null;
  return { story_id: id, concluded: true, concludedAt: now.toISOString(), notified, export: exported };
}
