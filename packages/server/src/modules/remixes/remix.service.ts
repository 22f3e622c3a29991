import { randomUUID } from 'node:crypto';
import { canDeleteRemix, canSeeProject, DEFAULT_FEATURE_FLAGS, type RemixCreateRequest, type RemixSummary } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { JsonObjectColumnSchema, readJsonColumn } from '../../db/json-column.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { JobStore } from '../../jobs/job-store.js';
import { requireProject } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { type RemixRow, remixView, stateOf } from './remix.view.js';
import { remixClips } from './remix-clips.js';
import { REMIX_RENDER_JOB } from './remix-keys.js';

/**
 * Remixes are a beta: on for an organization with its `enableRemixer` flag, or for one person with their own flag
 * (an administrator trying it before turning it on for everyone).
 */
async function requireRemixer(context: AppContext, actor: Actor, organizationId: string): Promise<void> {
  const rows = await context.db
    .selectFrom('feature_flags')
    .select(['scope', 'flags'])
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'organization'), eb('scope_id', '=', organizationId)]),
        eb.and([eb('scope', '=', 'user'), eb('scope_id', '=', actor.userId)]),
      ]),
    )
    .execute();
  const flag = (scope: string) => {
    const row = rows.find((r) => r.scope === scope);
    return row ? readJsonColumn(JsonObjectColumnSchema, row.flags, 'feature_flags.flags').enableRemixer : undefined;
  };
  const own = flag('user');
  const organization = flag('organization');
  const on = typeof own === 'boolean' ? own : typeof organization === 'boolean' ? organization : DEFAULT_FEATURE_FLAGS.enableRemixer;
  if (on !== true) throw forbidden('Remixes are not turned on for this organization');
}

async function seeProject(context: AppContext, actor: Actor, projectId: string) {
  const project = await requireProject(context, actor, projectId, 'see');
  await requireRemixer(context, actor, project.organization_id);
  return project;
}

/** The remix, if the actor sees its project (and remixes are on there). */
async function requireRemix(context: AppContext, actor: Actor, remixId: string): Promise<RemixRow> {
  const row = await context.db.selectFrom('remixes').selectAll().where('id', '=', remixId).executeTakeFirst();
  if (!row) throw notFound('Remix');
  try {
    await seeProject(context, actor, row.project_id);
  } catch (error) {
    // A remix of a project out of reach does not exist for the caller.
    if (error instanceof Error && 'status' in error && error.status === 404) throw notFound('Remix');
    throw error;
  }
  return row;
}

/** Every clip must be one the actor sees, in the project's organization; answers the first clip's story. */
async function checkClips(context: AppContext, actor: Actor, organizationId: string, clipIds: string[]): Promise<string> {
  const rows = await context.db
    .selectFrom('clips as c')
    .innerJoin('stories as s', 's.id', 'c.story_id')
    .select(['c.id', 'c.story_id', 's.project_id', 's.organization_id'])
    .where('c.id', 'in', clipIds)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of clipIds) {
    const row = byId.get(id);
    if (!row || row.organization_id !== organizationId || !canSeeProject(actor, { id: row.project_id, organization: row.organization_id }))
      throw badRequest(`Clip ${id} is not one you can use here`, 'clipIds');
  }
  return byId.get(clipIds[0] ?? '')?.story_id ?? '';
}

async function queueRender(media: MediaServices, context: AppContext, remixId: string, storyId: string): Promise<string> {
  // The job carries a story so the task service can show its progress to whoever sees that story.
  const { id } = await media.jobs.enqueue(REMIX_RENDER_JOB, { remixId }, { storyId, dedupeKey: `remix:${remixId}` });
  await context.db.updateTable('remixes').set({ render_job_id: id }).where('id', '=', remixId).execute();
  return id;
}

async function writeOrder(context: AppContext, remixId: string, clipIds: string[]): Promise<void> {
  await context.db.transaction().execute(async (tx) => {
    await tx.deleteFrom('remix_clips').where('remix_id', '=', remixId).execute();
    await tx
      .insertInto('remix_clips')
      .values(clipIds.map((clipId, position) => ({ remix_id: remixId, position, clip_id: clipId })))
      .execute();
  });
}

/** `GET /projects/{id}/remixes`: the project's remixes, newest first. */
export async function listRemixes(context: AppContext, actor: Actor, projectId: string): Promise<RemixSummary[]> {
  await seeProject(context, actor, projectId);
  const rows = await context.db
    .selectFrom('remixes')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const jobs = new JobStore(context.db);
  return Promise.all(
    rows.map(async (row) => {
      const clips = await remixClips(context.db, row.id);
      const job = row.render_job_id ? await jobs.get(row.render_job_id) : undefined;
      return {
        _id: row.id,
        projectId: row.project_id,
        title: row.title,
        created_at: new Date(row.created_at).toISOString(),
        clipCount: clips.length,
        duration: clips.reduce((sum, c) => sum + (c.end_seconds - c.start_seconds), 0),
        state: stateOf(row, clips, job),
      };
    }),
  );
}

/** `POST /projects/{id}/remixes`: stores the remix and queues its rendering. */
export async function createRemix(context: AppContext, media: MediaServices, actor: Actor, projectId: string, body: RemixCreateRequest) {
  const project = await seeProject(context, actor, projectId);
  const storyId = await checkClips(context, actor, project.organization_id, body.clipIds);
  const id = randomUUID();
  const now = context.now();
  await context.db
    .insertInto('remixes')
    .values({ id, project_id: projectId, title: body.title, created_by: actor.userId, created_at: now, updated_at: now })
    .execute();
  await writeOrder(context, id, body.clipIds);
  await queueRender(media, context, id, storyId);
  return readRemix(context, media, actor, id);
}

/** `GET /remixes/{id}`: the remix, its clips on its timeline, its stitched transcript and its rendering. */
export async function readRemix(context: AppContext, media: MediaServices, actor: Actor, remixId: string) {
  let row = await requireRemix(context, actor, remixId);
  const clips = await remixClips(context.db, remixId);
  const job = row.render_job_id ? await new JobStore(context.db).get(row.render_job_id) : undefined;
  // A clip deleted or trimmed since leaves the file stale: render again unless a run is under way or nothing is left.
  if (stateOf(row, clips, job) === 'pending' && clips[0] && job?.status !== 'queued' && job?.status !== 'running') {
    await queueRender(media, context, remixId, clips[0].story_id);
    row = await requireRemix(context, actor, remixId);
  }
  const latest = row.render_job_id ? await new JobStore(context.db).get(row.render_job_id) : undefined;
  const project = await requireProject(context, actor, row.project_id, 'see');
  const canDelete = canDeleteRemix(actor, {
    creatorId: row.created_by,
    project: { id: project.id, organization: project.organization_id },
  });
  return { ...(await remixView(context, media.store, row, clips, latest, actor)), canDelete };
}

/** `PUT /remixes/{id}/order`: the same clips in a new order; the remix is rendered again. */
export async function reorderRemix(context: AppContext, media: MediaServices, actor: Actor, remixId: string, clipIds: string[]) {
  await requireRemix(context, actor, remixId);
  const current = (await remixClips(context.db, remixId)).map((c) => c.id);
  if (current.length !== clipIds.length || [...current].sort().join() !== [...clipIds].sort().join())
    throw badRequest('The order must list exactly the clips of the remix', 'clipIds');
  await writeOrder(context, remixId, clipIds);
  await context.db.updateTable('remixes').set({ updated_at: context.now() }).where('id', '=', remixId).execute();
  return readRemix(context, media, actor, remixId);
}

/** `DELETE /remixes/{id}`: the remix and its file, by its author or a manager of its project (core's `canDeleteRemix`). */
export async function deleteRemix(context: AppContext, media: MediaServices, actor: Actor, remixId: string): Promise<void> {
  const row = await requireRemix(context, actor, remixId);
  const project = await requireProject(context, actor, row.project_id, 'see');
  if (!canDeleteRemix(actor, { creatorId: row.created_by, project: { id: project.id, organization: project.organization_id } }))
    throw forbidden("Only the remix's author or the project's managers can delete it");
  await context.db.deleteFrom('remixes').where('id', '=', remixId).execute();
  if (row.media_key) await media.store.delete(row.media_key);
}
