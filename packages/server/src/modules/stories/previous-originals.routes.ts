import { IdParamsSchema, NoQuerySchema, type PreviousOriginalList, PreviousOriginalListSchema } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import type { Actor } from '../../http/actor.js';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { requireStory } from '../access.js';
import type { MediaServices } from '../media-services.types.js';

/** How long the download address of an earlier original stays valid. */
const PREVIOUS_ORIGINAL_URL_SECONDS = 60 * 60;

/** `GET /stories/{id}/previous-originals`: the originals a manager replaced, newest first, each with a download address. */
export async function previousOriginals(
  context: AppContext,
  media: MediaServices,
  actor: Actor,
  storyId: string,
): Promise<PreviousOriginalList> {
  await requireStory(context, actor, storyId, 'manage');
  const rows = await context.db
    .selectFrom('story_previous_originals')
    .selectAll()
    .where('story_id', '=', storyId)
    .orderBy('replaced_at', 'desc')
    .orderBy('id')
    .execute();
  return {
    items: await Promise.all(
      rows.map(async (row) => ({
        _id: row.id,
        mimeType: row.mime_type,
        size: row.size === null ? null : Number(row.size),
        replaced_at: new Date(row.replaced_at).toISOString(),
        url: (await media.store.stat(row.object_key))
          ? await media.store.signUrl(row.object_key, { method: 'GET', expiresIn: PREVIOUS_ORIGINAL_URL_SECONDS })
          : null,
      })),
    ),
  };
}

/** A story's earlier originals, kept when its recording was replaced (its project's managers). */
export function previousOriginalRoutes(media: MediaServices): ApiRoute[] {
  return [
    defineRoute({
      method: 'GET',
      url: '/stories/:id/previous-originals',
      tag: 'Stories',
      summary: 'The original recordings replaced so far, newest first, each with a download address (managers)',
      access: 'member',
      params: IdParamsSchema,
      query: NoQuerySchema,
      response: PreviousOriginalListSchema,
      handler: ({ context, actor, params }) => previousOriginals(context, media, actor, params.id),
    }),
  ];
}
