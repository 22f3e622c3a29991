import { randomBytes } from 'node:crypto';
import {
  canUnpublish,
  clipPublishDecision,
  interviewMessages,
  type ObjectStore,
  type PublicClip,
  type ShareResponse,
  staysPublishable,
} from '@storykeep/core';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireStory, storyAccessRef } from '../access.js';
import { publishingFacts, requirePublishable } from '../publishing/publishable-stories.js';
import { PUBLIC_MEDIA_URL_SECONDS } from '../sharing/share.service.js';
import { rangeKey } from './clip-keys.js';

/** The web app's address of a clip's own public page. */
export function clipPageUrl(context: Pick<AppContext, 'publicUrl'>, shareKey: string): string {
  return appUrl(context, 'publicClip', { shareKey });
}

async function clipOfStory(context: AppContext, storyId: string, clipId: string) {
  const row = await context.db.selectFrom('clips').selectAll().where('id', '=', clipId).where('story_id', '=', storyId).executeTakeFirst();
  if (!row) throw notFound('Clip');
  return row;
}

/**
 * `POST /stories/{id}/clips/{clipId}/share`: publishes that clip on its own page, for its range as it is now (the
 * page plays only the clip's own rendition). Core's publishing rule decides: the project's managers, once a release
 * form is on file where the organization requires one. Publishing again takes the clip's current range.
 */
export async function shareClip(context: AppContext, actor: Actor, storyId: string, clipId: string): Promise<ShareResponse> {
  await requireStory(context, actor, storyId, 'see');
  const clip = await clipOfStory(context, storyId, clipId);
  const facts = (await publishingFacts(context, [storyId])).get(storyId);
  if (!facts) throw notFound('Story');
  requirePublishable(clipPublishDecision(actor, { story: facts.story }, facts.organization), 'clip');
  const range = { start_seconds: clip.start_seconds, end_seconds: clip.end_seconds };
  await context.db
    .insertInto('clip_shares')
    .values({
      clip_id: clipId,
      share_key: randomBytes(18).toString('base64url'),
      ...range,
      created_by: actor.userId,
      created_at: context.now(),
    })
    .onConflict((oc) => oc.column('clip_id').doUpdateSet(range))
    .execute();
  const share = await context.db.selectFrom('clip_shares').select('share_key').where('clip_id', '=', clipId).executeTakeFirstOrThrow();
  return { shared_page: clipPageUrl(context, share.share_key) };
}

/** `DELETE /stories/{id}/clips/{clipId}/share`: withdraws the clip's page (whoever manages the project); its address then finds nothing. */
export async function unshareClip(context: AppContext, actor: Actor, storyId: string, clipId: string): Promise<ShareResponse> {
  const story = await requireStory(context, actor, storyId, 'see');
  await clipOfStory(context, storyId, clipId);
  if (!canUnpublish(actor, storyAccessRef(story))) throw forbidden(interviewMessages.publishNeedsManager);
  await context.db.deleteFrom('clip_shares').where('clip_id', '=', clipId).execute();
  return { shared_page: null };
}

/** The public addresses of these clips' pages, by clip id (for the clips their readers see). */
export async function clipPages(context: AppContext, clipIds: readonly string[]): Promise<Map<string, string>> {
  if (clipIds.length === 0) return new Map();
  const rows = await context.db
    .selectFrom('clip_shares')
    .select(['clip_id', 'share_key'])
    .where('clip_id', 'in', [...clipIds])
    .execute();
  return new Map(rows.map((row) => [row.clip_id, clipPageUrl(context, row.share_key)]));
}

/**
 * `GET /public/clips/{shareKey}`: a published clip for anyone with its address: its title, its story's title and
 * organization, and its own rendition while it is cut for the published range (never the interview's media). 404 for
 * a key not shared now, or while its interview lacks a release form its organization requires.
 */
export async function publicClip(context: AppContext, store: ObjectStore, shareKey: string): Promise<PublicClip> {
  const row = await context.db
    .selectFrom('clip_shares as sh')
    .innerJoin('clips as c', 'c.id', 'sh.clip_id')
    .innerJoin('stories as s', 's.id', 'c.story_id')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select([
      'c.id',
      'c.story_id',
      'c.title',
      'c.description',
      'c.media_key',
      'c.thumbnail_key',
      'c.rendered_range',
      'sh.start_seconds',
      'sh.end_seconds',
      's.title as story_title',
      's.media_type',
      'o.name as organization',
    ])
    .where('sh.share_key', '=', shareKey)
    .executeTakeFirst();
  if (!row) throw notFound('Clip');
  const facts = (await publishingFacts(context, [row.story_id])).get(row.story_id);
  if (!facts || !staysPublishable(facts.story, facts.organization)) throw notFound('Clip');
  const current = row.rendered_range === rangeKey(row.start_seconds, row.end_seconds);
  const sign = async (key: string | null) =>
    current && key && (await store.stat(key)) ? store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  return {
    title: row.title,
    description: row.description,
    story_title: row.story_title,
    organization: row.organization,
    start: row.start_seconds,
    end: row.end_seconds,
    mediaURL: await sign(row.media_key),
    thumbnailURL: await sign(row.thumbnail_key),
    audio: row.media_type === 'audio',
    pageURL: clipPageUrl(context, shareKey),
  };
}
