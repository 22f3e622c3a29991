import { randomUUID } from 'node:crypto';
import { type Clip, type ClipCreateRequest, type ClipEditRequest, canDeleteClip, clipPublishDecision } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.js';
import { requireStory, storyAccessRef } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { publishingFacts, requirePublishable } from '../publishing/publishable-stories.js';
import { toClip } from './clip.view.js';
import { CLIP_JOB_TYPES, clipKeys } from './clip-keys.js';
import { clipPages } from './clip-share.service.js';

/** A clip must lie inside the story's media: start < end ≤ duration. */
async function checkRange(context: AppContext, storyId: string, start: number, end: number): Promise<void> {
  const story = await context.db.selectFrom('stories').select('duration').where('id', '=', storyId).executeTakeFirstOrThrow();
  if (story.duration === null) throw conflict("This story's media is not processed yet", 'end');
  if (start >= end) throw badRequest('end must be after start', 'end');
  // Durations are probed to the millisecond; a clip ending on the last frame may round past it.
  if (end > story.duration + 0.001) throw badRequest(`end must not be after the story's end (${story.duration} s)`, 'end');
}

async function clipRow(context: AppContext, storyId: string, clipId: string) {
  const row = await context.db.selectFrom('clips').selectAll().where('id', '=', clipId).where('story_id', '=', storyId).executeTakeFirst();
  if (!row) throw notFound('Clip');
  return row;
}

function queueRender(media: MediaServices, storyId: string, clipId: string) {
  return media.jobs.enqueue(CLIP_JOB_TYPES.render, { clipId }, { storyId, dedupeKey: `clip:${clipId}` });
}

/** `POST /stories/{id}/create_clip`: stores the clip and queues its renditions. */
export async function createClip(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  body: ClipCreateRequest,
): Promise<Clip> {
  await requireStory(context, actor, storyId, 'see');
  await checkRange(context, storyId, body.start, body.end);
  const id = randomUUID();
  const now = context.now();
  const row = await context.db
    .insertInto('clips')
    .values({
      id,
      story_id: storyId,
      title: body.title,
      description: body.description ?? '',
      start_seconds: body.start,
      end_seconds: body.end,
      tags: JSON.stringify(body.tags ?? []),
      created_by: actor.userId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await queueRender(media, storyId, id);
  return toClip(row, media.store);
}

/** `GET /stories/{id}/list_clip`: newest first. */
export async function listClips(context: AppContext, media: MediaServices, actor: Actor, storyId: string): Promise<Clip[]> {
  await requireStory(context, actor, storyId, 'see');
  const rows = await context.db
    .selectFrom('clips')
    .selectAll()
    .where('story_id', '=', storyId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const pages = await clipPages(
    context,
    rows.map((row) => row.id),
  );
  return Promise.all(rows.map((row) => toClip(row, media.store, pages.get(row.id) ?? null)));
}

/** `GET /stories/{id}/read_clip/{clipId}`. */
export async function readClip(context: AppContext, media: MediaServices, actor: Actor, storyId: string, clipId: string): Promise<Clip> {
  await requireStory(context, actor, storyId, 'see');
  const pages = await clipPages(context, [clipId]);
  return toClip(await clipRow(context, storyId, clipId), media.store, pages.get(clipId) ?? null);
}

/** `PUT /stories/{id}/edit_clip/{clipId}`: a new range drops the old renditions and queues new ones. */
export async function editClip(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  clipId: string,
  body: ClipEditRequest,
): Promise<Clip> {
  await requireStory(context, actor, storyId, 'see');
  const row = await clipRow(context, storyId, clipId);
  const start = body.start ?? row.start_seconds;
  const end = body.end ?? row.end_seconds;
  const moved = start !== row.start_seconds || end !== row.end_seconds;
  if (moved) await checkRange(context, storyId, start, end);
  // A published clip's range is what its page shows: moving it publishes the new range, so the rule is asked first.
  const shared = moved && (await context.db.selectFrom('clip_shares').select('clip_id').where('clip_id', '=', clipId).executeTakeFirst());
  if (shared) {
    const facts = (await publishingFacts(context, [storyId])).get(storyId);
    if (!facts) throw notFound('Story');
    requirePublishable(clipPublishDecision(actor, { story: facts.story }, facts.organization), 'clip');
  }
  const updated = await context.db
    .updateTable('clips')
    .set({
      updated_at: context.now(),
      start_seconds: start,
      end_seconds: end,
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.tags !== undefined ? { tags: JSON.stringify(body.tags) } : {}),
      ...(moved ? { audio_key: null } : {}),
    })
    .where('id', '=', clipId)
    .returningAll()
    .executeTakeFirstOrThrow();
  if (shared)
    await context.db.updateTable('clip_shares').set({ start_seconds: start, end_seconds: end }).where('clip_id', '=', clipId).execute();
  if (moved) await queueRender(media, storyId, clipId);
  return toClip(updated, media.store);
}

async function removeRenditions(media: MediaServices, storyId: string, clipIds: string[]): Promise<void> {
  for (const clipId of clipIds) {
    for (const object of await media.store.list(clipKeys.folder(storyId, clipId))) await media.store.delete(object.key);
  }
}

/** Core's clip deletion rule: the clip's creator (who still sees its story) or a manager of its project; else 403. */
function requireDeletable(
  actor: Actor,
  story: Parameters<typeof storyAccessRef>[0],
  clips: readonly { created_by: string | null }[],
): void {
  const ref = storyAccessRef(story);
  if (clips.some((clip) => !canDeleteClip(actor, { creatorId: clip.created_by, story: ref })))
    throw forbidden("Only a clip's creator or the project's managers can delete it");
}

/** `DELETE /stories/{id}/delete_clip/{clipId}`: by the clip's creator or a manager of the project. */
export async function deleteClip(context: AppContext, media: MediaServices, actor: Actor, storyId: string, clipId: string): Promise<void> {
  const story = await requireStory(context, actor, storyId, 'see');
  requireDeletable(actor, story, [await clipRow(context, storyId, clipId)]);
  await context.db.deleteFrom('clips').where('id', '=', clipId).execute();
  await removeRenditions(media, storyId, [clipId]);
}

/**
 * `DELETE /stories/{id}/delete_multiple_clip`: the story's clips among `ids`; other ids are ignored. All or none:
 * one clip the caller may not delete refuses the whole request.
 */
export async function deleteClips(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
  ids: string[],
): Promise<{ deleted: number }> {
  const story = await requireStory(context, actor, storyId, 'see');
  const unique = [...new Set(ids)];
  const found = await context.db
    .selectFrom('clips')
    .select('created_by')
    .where('story_id', '=', storyId)
    .where('id', 'in', unique)
    .execute();
  requireDeletable(actor, story, found);
  const rows = await context.db
    .deleteFrom('clips')
    .where('story_id', '=', storyId)
    .where('id', 'in', [...new Set(ids)])
    .returning('id')
    .execute();
  await removeRenditions(
    media,
    storyId,
    rows.map((r) => r.id),
  );
  return { deleted: rows.length };
}

/** `POST /stories/{id}/{clipId}/generate_audio_download`: the audio URL when cut, else the task cutting it. */
export async function generateAudioDownload(context: AppContext, media: MediaServices, actor: Actor, storyId: string, clipId: string) {
  await requireStory(context, actor, storyId, 'see');
  const row = await clipRow(context, storyId, clipId);
  const clip = await toClip(row, media.store);
  if (row.audio_key && clip.audioArchiveURL && (await media.store.stat(row.audio_key)))
    return { audioArchiveURL: clip.audioArchiveURL, taskId: null };
  const { id } = await media.jobs.enqueue(CLIP_JOB_TYPES.audio, { clipId }, { storyId, dedupeKey: `clip-audio:${clipId}` });
  return { audioArchiveURL: null, taskId: id };
}
