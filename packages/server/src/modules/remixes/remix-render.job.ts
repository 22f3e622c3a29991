import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JoinSegment, MediaProcessor, ObjectStore } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { type JobHandler, PermanentJobError } from '../../jobs/job-handler.js';
import { localFile } from '../../storage/local-file.js';
import { storeFile } from '../pipeline/pipeline-deps.js';
import { remixClips } from './remix-clips.js';
import { orderKey, remixKey } from './remix-keys.js';

export interface RemixJobDeps {
  db: Kysely<DB>;
  store: ObjectStore;
  media: MediaProcessor;
}

export interface RemixJobPayload {
  remixId: string;
}

/**
 * Renders a remix: every clip cut from its story's media and joined in order into one file. The file is recorded
 * only if the remix still has the order it was made for (a reorder meanwhile queues another run).
 */
export function remixRenderJob(deps: RemixJobDeps): JobHandler<RemixJobPayload> {
  return async ({ remixId }, { signal, progress }) => {
    const remix = await deps.db.selectFrom('remixes').select(['id', 'media_key']).where('id', '=', remixId).executeTakeFirst();
    if (!remix) throw new PermanentJobError(`Remix ${remixId} is gone`);
    const clips = await remixClips(deps.db, remixId);
    if (clips.length === 0) throw new PermanentJobError(`Remix ${remixId} has no clips left`);
    const order = orderKey(clips.map((c) => c.id));
    const dir = await mkdtemp(join(tmpdir(), 'storykeep-remix-'));
    let mediaType: 'audio' | 'video';
    let key: string;
    try {
      // Each story's media is fetched once, however many of its clips the remix uses.
      const local = new Map<string, string>();
      const segments: JoinSegment[] = [];
      for (const clip of clips) {
        const source = clip.rendition_key ?? clip.original_key;
        if (!source) throw new PermanentJobError(`The media of story ${clip.story_id} is gone`);
        let input = local.get(source);
        if (!input) {
          input = await localFile(deps.store, source, await mkdtemp(join(dir, 'source-')));
          local.set(source, input);
        }
        segments.push({ input, start: clip.start_seconds, end: clip.end_seconds });
      }
      const output = join(dir, 'remix.mp4');
      const info = await deps.media.join(segments, output, signal, progress);
      mediaType = info.mediaType;
      key = remixKey(remixId, mediaType);
      await storeFile(deps.store, key, output);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const current = orderKey((await remixClips(deps.db, remixId)).map((c) => c.id));
    if (current !== order) return { rendered: false };
    await deps.db
      .updateTable('remixes')
      .set({ media_key: key, media_type: mediaType, rendered_order: order, render_failed: false })
      .where('id', '=', remixId)
      .execute();
    // The other container's file of an earlier render is no longer reachable.
    if (remix.media_key && remix.media_key !== key) await deps.store.delete(remix.media_key);
    return { rendered: true };
  };
}
