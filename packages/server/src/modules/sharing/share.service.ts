import { randomBytes } from 'node:crypto';
import type { ObjectStore, PublicStory, ShareResponse } from '@storykeep/core';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../http/actor.js';
import { notFound } from '../../http/errors.js';
import { requireStory } from '../access.js';
import { listIndexes } from '../indexes/index-store.js';
import { readTranscript } from '../transcripts/transcript-store.js';

/** How long the media URLs of a public page stay valid; the page asks again after that. */
export const PUBLIC_MEDIA_URL_SECONDS = 6 * 60 * 60;

/** The web app's address of a story's public page. */
export function publicPageUrl(context: Pick<AppContext, 'publicUrl'>, shareKey: string): string {
  return `${context.publicUrl.replace(/\/+$/, '')}/public/stories/${shareKey}`;
}

/** `GET /stories/{id}/share/public`: turns the public page on (the same address while it stays on). */
export async function sharePublic(context: AppContext, actor: Actor, storyId: string): Promise<ShareResponse> {
  await requireStory(context, actor, storyId, 'manage');
  const db = context.db;
  await db
    .insertInto('story_shares')
    .values({ story_id: storyId, share_key: randomBytes(18).toString('base64url'), created_by: actor.userId, created_at: context.now() })
    .onConflict((oc) => oc.column('story_id').doNothing())
    .execute();
  const share = await db.selectFrom('story_shares').select('share_key').where('story_id', '=', storyId).executeTakeFirstOrThrow();
  return { shared_page: publicPageUrl(context, share.share_key) };
}

/** `GET /stories/{id}/unshare/public`: withdraws the public page; its old address then finds nothing. */
export async function unsharePublic(context: AppContext, actor: Actor, storyId: string): Promise<ShareResponse> {
  await requireStory(context, actor, storyId, 'manage');
  await context.db.deleteFrom('story_shares').where('story_id', '=', storyId).execute();
  return { shared_page: null };
}

/** `GET /public/stories/{shareKey}`: a shared story's public data; 404 for any key not shared now. */
export async function publicStory(context: AppContext, store: ObjectStore, shareKey: string): Promise<PublicStory> {
  const row = await context.db
    .selectFrom('story_shares as sh')
    .innerJoin('stories as s', 's.id', 'sh.story_id')
    .leftJoin('story_media as m', 'm.story_id', 's.id')
    .select(['s.id', 's.title', 's.description', 's.record_date', 's.duration', 's.media_type', 'm.rendition_key', 'm.thumbnail_key'])
    .where('sh.share_key', '=', shareKey)
    .executeTakeFirst();
  if (!row) throw notFound('Story');
  const sign = async (key: string | null) =>
    key && (await store.stat(key)) ? store.signUrl(key, { method: 'GET', expiresIn: PUBLIC_MEDIA_URL_SECONDS }) : null;
  return {
    title: row.title,
    description: row.description,
    record_date: row.record_date ? new Date(row.record_date).toISOString() : null,
    duration: row.duration,
    mediaType: row.media_type,
    mediaURL: await sign(row.rendition_key),
    thumbnailURL: await sign(row.thumbnail_key),
    transcript: (await readTranscript(context.db, row.id)) ?? { paragraphs: [] },
    indexes: await listIndexes(context.db, row.id),
  };
}
