import { randomBytes, randomUUID } from 'node:crypto';
import {
  canChangeGallery,
  canSeeOrganization,
  type Gallery,
  type GalleryCreateRequestSchema,
  type GalleryDetail,
  type GalleryEditRequestSchema,
  type GalleryElement,
  galleryPublishDecision,
  isAdmin,
  type PublishDecision,
  publishDecisionView,
} from '@storykeep/core';
import type { z } from 'zod';
import type { AppContext } from '../../context/app-context.js';
import type { PublishedClip } from '../../db/gallery-tables.schema.js';
import type { Actor } from '../../http/actor.js';
import { badRequest, forbidden, notFound } from '../../http/errors.js';
import { requireOrganization } from '../access.js';
import type { MediaServices } from '../media-services.types.js';
import { publishingFacts, requirePublishable } from '../publishing/publishable-stories.js';
import { elementsOf, type GalleryRow, syncedOfRow, toGallery } from './gallery.view.js';
import { clipIdsOf, clipsOfOrganization, type GalleryClipRow, publishedOf, requireClips } from './gallery-clips.js';
import { galleryItems } from './gallery-items.js';

type Body = z.output<typeof GalleryCreateRequestSchema>;
type EditBody = z.output<typeof GalleryEditRequestSchema>;

function galleries(context: AppContext) {
  return context.db
    .selectFrom('galleries as g')
    .innerJoin('organizations as o', 'o.id', 'g.organization_id')
    .leftJoin('users as u', 'u.id', 'g.author_id')
    .selectAll('g')
    .select(['o.code as organization_code', 'u.full_name as author_name']);
}

async function galleryRow(context: AppContext, actor: Actor, id: string, need: 'see' | 'change'): Promise<GalleryRow> {
  const row = await galleries(context).where('g.id', '=', id).executeTakeFirst();
  if (!row || !canSeeOrganization(actor, row.organization_id)) throw notFound('Gallery');
  // Its author and the organization's managers change a gallery; other members only look at it.
  if (need === 'change' && !canChangeGallery(actor, { organization: row.organization_id, authorId: row.author_id })) throw forbidden();
  return row;
}

/**
 * Core's publishing rule for these clips in this gallery, asked as `actor`: the gallery's author or a manager of its
 * organization, who may publish every clip (manage rights on its project, its release form where required).
 */
async function publishDecision(
  context: AppContext,
  actor: Actor,
  gallery: { organization_id: string; author_id: string },
  clips: ReadonlyMap<string, GalleryClipRow>,
): Promise<PublishDecision> {
  const facts = await publishingFacts(
    context,
    [...clips.values()].map((clip) => clip.story_id),
  );
  const organization = facts.values().next().value?.organization ?? { releaseRequiredToShare: false };
  const published = [...clips.values()].flatMap((clip) => {
    const story = facts.get(clip.story_id)?.story;
    return story ? [{ id: clip.id, story }] : [];
  });
  return galleryPublishDecision(actor, { organization: gallery.organization_id, authorId: gallery.author_id }, published, organization);
}

async function view(context: AppContext, row: GalleryRow): Promise<Gallery> {
  return toGallery(context, row, await clipsOfOrganization(context, row.organization_id, clipIdsOf(elementsOf(row))));
}

/** `GET /galleries`: the galleries of the caller's organizations (admins: all), newest first. */
export async function listGalleries(context: AppContext, actor: Actor): Promise<Gallery[]> {
  let query = galleries(context);
  if (!isAdmin(actor)) {
    const reach = [...actor.organizations];
    if (reach.length === 0) return [];
    query = query.where('g.organization_id', 'in', reach);
  }
  const rows = await query.orderBy('g.created_at', 'desc').orderBy('g.id').execute();
  return Promise.all(rows.map((row) => view(context, row)));
}

async function organizationFor(context: AppContext, actor: Actor, code: string | undefined) {
  if (code) return requireOrganization(context, actor, code, 'see');
  const [only, ...more] = actor.organizations;
  if (!only || more.length > 0) throw badRequest('Say which organization the gallery belongs to', 'organization');
  const organization = await context.db.selectFrom('organizations').selectAll().where('id', '=', only).executeTakeFirst();
  if (!organization) throw badRequest('Say which organization the gallery belongs to', 'organization');
  return organization;
}

/** The clips as the gallery publishes them now, by id. */
function syncedFor(clips: Iterable<GalleryClipRow>): Record<string, PublishedClip> {
  return Object.fromEntries([...clips].map((row) => [row.id, publishedOf(row)]));
}

/**
 * `POST /galleries`: a gallery of the given clips, in sync from the start and private until published; published at
 * once (`sync_status` 'public') only as core's publishing rule allows.
 */
export async function createGallery(context: AppContext, actor: Actor, body: Body): Promise<Gallery> {
  const organization = await organizationFor(context, actor, body.organization);
  const clips = await requireClips(context, actor, organization.id, body.clips);
  const publish = body.sync_status === 'public';
  if (publish)
    requirePublishable(
      await publishDecision(context, actor, { organization_id: organization.id, author_id: actor.userId }, clips),
      'gallery',
    );
  const id = randomUUID();
  const now = context.now();
  const elements: GalleryElement[] = body.clips.map((clipId) => ({ type: 'clip', id: clipId }));
  await context.db
    .insertInto('galleries')
    .values({
      id,
      organization_id: organization.id,
      author_id: actor.userId,
      title: body.title,
      description: body.description ?? '',
      background_url: body.backgroundURL ?? null,
      logo_url: body.logoURL ?? null,
      thumbnail_url: body.thumbnailURL ?? null,
      color_start: body.colorStart ?? null,
      color_end: body.colorEnd ?? null,
      elements: JSON.stringify(elements),
      synced: JSON.stringify(syncedFor(clips.values())),
      share_key: randomBytes(18).toString('base64url'),
      sync_status: publish ? 'public' : 'private',
      published_by: publish ? actor.userId : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return view(context, await galleryRow(context, actor, id, 'see'));
}

/** `GET /galleries/{id}`: the gallery with its clips that still exist, in order. */
export async function readGallery(context: AppContext, media: MediaServices, actor: Actor, id: string): Promise<GalleryDetail> {
  const row = await galleryRow(context, actor, id, 'see');
  const clips = await clipsOfOrganization(context, row.organization_id, clipIdsOf(elementsOf(row)));
  const publishing = publishDecisionView(await publishDecision(context, actor, row, clips));
  return { ...toGallery(context, row, clips), items: await galleryItems(media, elementsOf(row), clips), publishing };
}

/** The new element list of an edit: picked clips keep their trims and captions; refined elements replace all. */
function nextElements(current: GalleryElement[], body: EditBody): GalleryElement[] | undefined {
  if (body.elements) return body.elements.map(({ type, id, start, end, caption }) => ({ type, id, start, end, caption }));
  if (!body.clips) return undefined;
  const kept = new Map(current.map((element) => [element.id, element]));
  return body.clips.map((clipId) => kept.get(clipId) ?? { type: 'clip', id: clipId });
}

/**
 * `PUT /galleries/{id}`: changes its fields, clips or their order, trims and captions. Clips newly added are taken as
 * they are now; the ones kept stay as they were at the last refresh, so earlier changes still show.
 */
export async function editGallery(context: AppContext, actor: Actor, id: string, body: EditBody): Promise<Gallery> {
  const row = await galleryRow(context, actor, id, 'change');
  const before = elementsOf(row);
  const elements = nextElements(before, body);
  let synced: string | undefined;
  if (elements) {
    const ids = clipIdsOf(elements);
    const known = new Set(clipIdsOf(before));
    const added = ids.filter((clipId) => !known.has(clipId));
    const clips = await requireClips(context, actor, row.organization_id, added);
    // A clip already in the gallery may have been deleted meanwhile: it can stay listed until the next refresh,
    // but it cannot be trimmed or captioned into being again.
    const kept = await clipsOfOrganization(
      context,
      row.organization_id,
      ids.filter((clipId) => known.has(clipId)),
    );
    const gone = ids.find((clipId) => known.has(clipId) && !kept.has(clipId));
    if (gone && body.elements) throw notFound('Clip');
    const merged = { ...syncedOfRow(row), ...syncedFor(clips.values()) };
    synced = JSON.stringify(Object.fromEntries(ids.filter((clipId) => merged[clipId]).map((clipId) => [clipId, merged[clipId]])));
    // New clips on a public page are published by this edit: the rule is asked for every clip the page will show.
    if (added.length > 0 && (body.sync_status ?? row.sync_status) === 'public')
      requirePublishable(await publishDecision(context, actor, row, new Map([...kept, ...clips])), 'gallery');
  }
  const publishing = body.sync_status === 'public' && row.sync_status !== 'public';
  if (publishing) {
    const shown = await clipsOfOrganization(context, row.organization_id, clipIdsOf(elements ?? before));
    requirePublishable(await publishDecision(context, actor, row, shown), 'gallery');
  }
  await context.db
    .updateTable('galleries')
    .set({
      updated_at: context.now(),
      ...(body.title !== undefined ? { title: body.title } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.backgroundURL !== undefined ? { background_url: body.backgroundURL } : {}),
      ...(body.logoURL !== undefined ? { logo_url: body.logoURL } : {}),
      ...(body.thumbnailURL !== undefined ? { thumbnail_url: body.thumbnailURL } : {}),
      ...(body.colorStart !== undefined ? { color_start: body.colorStart } : {}),
      ...(body.colorEnd !== undefined ? { color_end: body.colorEnd } : {}),
      ...(body.sync_status !== undefined ? { sync_status: body.sync_status } : {}),
      ...(publishing ? { published_by: actor.userId } : {}),
      ...(elements ? { elements: JSON.stringify(elements), synced: synced ?? '{}' } : {}),
    })
    .where('id', '=', id)
    .execute();
  return view(context, await galleryRow(context, actor, id, 'see'));
}

/**
 * `POST /galleries/{id}/refresh`: drops deleted clips and takes the others as they are now: back in sync. On a public
 * page that publishes the clips as they are now, so the publishing rule is asked first.
 */
export async function refreshGallery(context: AppContext, actor: Actor, id: string): Promise<Gallery> {
  const row = await galleryRow(context, actor, id, 'change');
  const elements = elementsOf(row);
  const clips = await clipsOfOrganization(context, row.organization_id, clipIdsOf(elements));
  if (row.sync_status === 'public') requirePublishable(await publishDecision(context, actor, row, clips), 'gallery');
  const remaining = elements.filter((element) => element.type !== 'clip' || clips.has(element.id));
  await context.db
    .updateTable('galleries')
    .set({ updated_at: context.now(), elements: JSON.stringify(remaining), synced: JSON.stringify(syncedFor(clips.values())) })
    .where('id', '=', id)
    .execute();
  return view(context, await galleryRow(context, actor, id, 'see'));
}

/** `DELETE /galleries/{id}`: the gallery and its public page; the clips stay. */
export async function deleteGallery(context: AppContext, actor: Actor, id: string): Promise<void> {
  await galleryRow(context, actor, id, 'change');
  await context.db.deleteFrom('galleries').where('id', '=', id).execute();
}
