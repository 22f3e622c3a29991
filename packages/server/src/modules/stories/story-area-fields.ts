import type { Story } from '@storykeep/core';
import type { AppContext } from '../../context/app-context.js';
import { listIndexes } from '../indexes/index-store.js';
import { storyAsyncOperations } from '../pipeline/story-operations.js';
import { publicPageUrl } from '../sharing/share.service.js';

/**
 * The fields of one story that other areas keep (see docs/product/entities.md): its jobs as `asyncOperations`, its public page
 * (null when not shared) and its indexes. The polling form of `GET /stories/{id}` needs them as much as the full one:
 * the story-tasks machine decides from `asyncOperations` whether to keep polling.
 */
export async function storyAreaFields(
  context: Pick<AppContext, 'db' | 'publicUrl'>,
  storyId: string,
): Promise<Pick<Story, 'asyncOperations' | 'shared_page' | 'indexes'>> {
  const [asyncOperations, share, indexes] = await Promise.all([
    storyAsyncOperations(context.db, storyId),
    context.db.selectFrom('story_shares').select('share_key').where('story_id', '=', storyId).executeTakeFirst(),
    listIndexes(context.db, storyId),
  ]);
  return { asyncOperations, shared_page: share ? publicPageUrl(context, share.share_key) : null, indexes };
}
