import type { ObjectStore, PublicTestimonial } from '@storykeep/core';
import { sql } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import { notFound } from '../../http/errors.js';
import { PUBLIC_MEDIA_URL_SECONDS } from '../sharing/share.service.js';
import { organizationId } from './testimonials.service.js';

/** The installation-wide list shows at most this many, so a busy installation's home page stays short. */
const INSTALLATION_LIMIT = 12;

interface Scope {
  organization?: string;
  /** A story whose own page is showing: it and its clips are left out (the visitor is already there). */
  exceptStory?: string;
}

/**
 * The featured items that are still public: a featured story only while it is shared, a featured clip only while its
 * story is, each with its media signed for a while. In the organization's chosen order (organizations by name).
 */
async function featuredPublic(context: AppContext, store: ObjectStore, scope: Scope, limit?: number): Promise<PublicTestimonial[]> {
  let query = context.db
    .selectFrom('testimonials as t')
    .innerJoin('organizations as o', 'o.id', 't.organization_id')
    .leftJoin('clips as c', (join) => join.onRef('c.id', '=', 't.item_id').on('t.kind', '=', 'clip'))
    // A featured story is its own item; a featured clip stands for the story it was cut from.
    .innerJoin('stories as s', (join) =>
      join
        .on('s.id', '=', sql<string>`coalesce(c.story_id, case when t.kind = 'story' then t.item_id end)`)
        .onRef('s.organization_id', '=', 't.organization_id'),
    )
    .innerJoin('story_shares as sh', 'sh.story_id', 's.id')
    .leftJoin('story_media as m', 'm.story_id', 's.id')
    .select([
      't.kind',
      't.item_id',
      'c.title as clip_title',
      'c.start_seconds',
      'c.end_seconds',
      'c.thumbnail_key as clip_thumbnail_key',
      's.id as story_id',
      's.title as story_title',
      's.media_type',
      'sh.share_key',
      'm.rendition_key',
      'm.thumbnail_key',
      'm.media_type as rendition_type',
      'o.name as organization',
    ])
    .orderBy('o.name')
    .orderBy('t.position');
  if (scope.organization) query = query.where('t.organization_id', '=', scope.organization);
  if (scope.exceptStory) query = query.where('s.id', '<>', scope.exceptStory);
  if (limit) query = query.limit(limit);
  const rows = await query.execute();
  const sign = async (key: string | null) =>
    key && (await store.stat(key)) ? store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  return Promise.all(
    rows.map(async (row) => {
      const clip = row.kind === 'clip';
      return {
        kind: clip ? ('clip' as const) : ('story' as const),
        id: row.item_id,
        title: (clip ? row.clip_title : null) || row.story_title,
        story_title: row.story_title,
        share_key: row.share_key,
        start_seconds: clip ? (row.start_seconds ?? null) : null,
        end_seconds: clip ? (row.end_seconds ?? null) : null,
        organization: row.organization,
        mediaURL: await sign(row.rendition_key),
        thumbnailURL: await sign((clip ? row.clip_thumbnail_key : null) ?? row.thumbnail_key),
        audio: (row.rendition_type ?? row.media_type ?? '').startsWith('audio'),
      };
    }),
  );
}

/** `GET /public/testimonials`: what the installation's organizations feature, for its own home and marketing pages. */
export async function installationTestimonials(context: AppContext, store: ObjectStore): Promise<{ items: PublicTestimonial[] }> {
  return { items: await featuredPublic(context, store, {}, INSTALLATION_LIMIT) };
}

/** `GET /public/testimonials/{code}`: the organization's featured items that are still public, in the chosen order. */
export async function organizationTestimonials(
  context: AppContext,
  store: ObjectStore,
  code: string,
): Promise<{ items: PublicTestimonial[] }> {
  return { items: await featuredPublic(context, store, { organization: await organizationId(context, code) }) };
}

/**
 * `GET /public/stories/{shareKey}/testimonials`: beside a public page, what else its organization features (not the
 * page's own story); 404 for a key not shared now. Keyed by the page, so the organization's code stays private.
 */
export async function testimonialsBesideStory(
  context: AppContext,
  store: ObjectStore,
  shareKey: string,
): Promise<{ items: PublicTestimonial[] }> {
  const row = await context.db
    .selectFrom('story_shares as sh')
    .innerJoin('stories as s', 's.id', 'sh.story_id')
    .select(['s.id', 's.organization_id'])
    .where('sh.share_key', '=', shareKey)
    .executeTakeFirst();
  if (!row) throw notFound('Story');
  return { items: await featuredPublic(context, store, { organization: row.organization_id, exceptStory: row.id }) };
}
