import { randomBytes } from 'node:crypto';
import {
  canUnpublish,
  interviewMessages,
  type ObjectStore,
  type PublicStory,
  type ShareResponse,
  storyPublishDecision,
} from '@storykeep/core';
import { appUrl } from '../../app-url.js';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { forbidden, notFound } from '../../http/errors.js';
import { requireStory, storyAccessRef } from '../access.js';
import { listIndexes } from '../indexes/index-store.js';
import { publishingFacts, requirePublishable } from '../publishing/publishable-stories.js';
import { readTranscript } from '../transcripts/transcript-store.js';

/** How long the media URLs of a public page stay valid; the page asks again after that. */
export const PUBLIC_MEDIA_URL_SECONDS = 6 * 60 * 60;

/** The web app's address of a story's public page (`/share/{ticket}`; the older `/public/stories/{key}` still opens it). */
export function publicPageUrl(context: Pick<AppContext, 'publicUrl'>, shareKey: string): string {
  return appUrl(context, 'share', { ticket: shareKey });
}

/**
 * `POST` (or the older `GET`) `/stories/{id}/share/public`: turns the public page on (the same address while it stays on), as core's
 * publishing rule allows: the project's managers, once a release form is on file where the organization requires it.
 */
export async function sharePublic(context: AppContext, actor: Actor, storyId: string): Promise<ShareResponse> {
  await requireStory(context, actor, storyId, 'see');
  const db = context.db;
  const already = await db.selectFrom('story_shares').select('share_key').where('story_id', '=', storyId).executeTakeFirst();
  const facts = (await publishingFacts(context, [storyId])).get(storyId);
  if (!facts) throw notFound('Story');
  const decision = storyPublishDecision(actor, facts.story, facts.organization);
  // A page already on stays on for whoever may publish; asking again never publishes past the rule.
  if (!(already && decision.allowed)) requirePublishable(decision, 'story');
  await db
    .insertInto('story_shares')
    .values({ story_id: storyId, share_key: randomBytes(18).toString('base64url'), created_by: actor.userId, created_at: context.now() })
    .onConflict((oc) => oc.column('story_id').doNothing())
    .execute();
  const share = await db.selectFrom('story_shares').select('share_key').where('story_id', '=', storyId).executeTakeFirstOrThrow();
  return { shared_page: publicPageUrl(context, share.share_key) };
}

/** `POST` (or the older `GET`) `/stories/{id}/unshare/public`: withdraws the public page; its old address then finds nothing. */
export async function unsharePublic(context: AppContext, actor: Actor, storyId: string): Promise<ShareResponse> {
  const story = await requireStory(context, actor, storyId, 'see');
  if (!canUnpublish(actor, storyAccessRef(story))) throw forbidden(interviewMessages.publishNeedsManager);
  await context.db.deleteFrom('story_shares').where('story_id', '=', storyId).execute();
  return { shared_page: null };
}

/** `GET /public/stories/{shareKey}`: a shared story's public data; 404 for any key not shared now. */
export async function publicStory(context: AppContext, store: ObjectStore, shareKey: string): Promise<PublicStory> {
  const row = await context.db
    .selectFrom('story_shares as sh')
    .innerJoin('stories as s', 's.id', 'sh.story_id')
    .leftJoin('story_media as m', 'm.story_id', 's.id')
    .innerJoin('organizations as o', 'o.id', 's.organization_id')
    .select([
      's.id',
      's.title',
      's.description',
      's.record_date',
      's.duration',
      's.media_type',
      's.narrator',
      's.interviewer',
      's.place',
      's.language',
      'm.rendition_key',
      'm.thumbnail_key',
      'o.name as organization',
    ])
    .where('sh.share_key', '=', shareKey)
    .executeTakeFirst();
  if (!row) throw notFound('Story');
  const sign = async (key: string | null) =>
    key && (await store.stat(key)) ? store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  const transcript = (await readTranscript(context.db, row.id)) ?? { paragraphs: [] };
  return {
    title: row.title,
    description: row.description,
    record_date: row.record_date ? new Date(row.record_date).toISOString() : null,
    duration: row.duration,
    mediaType: row.media_type,
    mediaURL: await sign(row.rendition_key),
    thumbnailURL: await sign(row.thumbnail_key),
    transcript,
    indexes: await listIndexes(context.db, row.id),
    organization: row.organization,
    // The narrator as catalogued on the interview, never guessed from the transcript's speaker labels.
    narrators: row.narrator.trim() ? [row.narrator.trim()] : [],
    interviewer: row.interviewer,
    place: row.place,
    language: row.language,
    pageURL: publicPageUrl(context, shareKey),
  };
}
