import { type AccessUser, canSeeStory, type ObjectStore, type Remix, type RemixRenderState, stitchTranscripts } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../context/app-context.js';
import type { Job } from '../../db/job-tables.schema.js';
import type { RemixesTable } from '../../db/remix-tables.schema.js';
import { storyAccessRef } from '../access.js';
import { readTranscript } from '../transcripts/transcript-store.js';
import type { remixClips } from './remix-clips.js';
import { orderKey, REMIX_URL_SECONDS } from './remix-keys.js';

export type RemixRow = Selectable<RemixesTable>;
type ClipRows = Awaited<ReturnType<typeof remixClips>>;

/** Ready when the stored file was made for the current clips; failed when the last run gave up; else pending. */
export function stateOf(row: RemixRow, clips: ClipRows, job: Job | undefined): RemixRenderState {
  if (row.media_key && row.rendered_order === orderKey(clips.map((c) => c.id))) return 'ready';
  return job?.status === 'failed' ? 'failed' : 'pending';
}

/**
 * The API's remix as one reader may see it: the clips of interviews they see (a clip of another project they do not
 * see is left out with its story's title and words, and counted in `hiddenClipCount`); the file's URL only once it
 * matches the current clips, and only when the reader sees every clip in it, since the file holds them all.
 */
export async function remixView(
  context: AppContext,
  store: ObjectStore,
  row: RemixRow,
  clips: ClipRows,
  job: Job | undefined,
  reader: AccessUser,
): Promise<Remix> {
  const seen = (clip: ClipRows[number]) => canSeeStory(reader, storyAccessRef(clip));
  const transcripts = new Map<string, Awaited<ReturnType<typeof readTranscript>>>();
  for (const clip of clips)
    if (seen(clip) && !transcripts.has(clip.story_id)) transcripts.set(clip.story_id, await readTranscript(context.db, clip.story_id));
  let offset = 0;
  const timeline = clips.flatMap((clip) => {
    const length = clip.end_seconds - clip.start_seconds;
    if (!seen(clip)) {
      offset += length;
      return [];
    }
    const placed = {
      _id: clip.id,
      storyId: clip.story_id,
      storyTitle: clip.story_title,
      title: clip.title,
      start: clip.start_seconds,
      end: clip.end_seconds,
      offset: Math.round(offset * 1000) / 1000,
    };
    offset += length;
    return [placed];
  });
  const hidden = clips.length - timeline.length;
  const state = stateOf(row, clips, job);
  const ready = state === 'ready' && hidden === 0 && row.media_key;
  return {
    _id: row.id,
    projectId: row.project_id,
    title: row.title,
    created_at: new Date(row.created_at).toISOString(),
    clipCount: clips.length,
    duration: Math.round(offset * 1000) / 1000,
    state,
    clips: timeline,
    mediaType: ready ? row.media_type : null,
    archiveURL: ready ? await store.signUrl(ready, { method: 'GET', expiresIn: REMIX_URL_SECONDS }) : null,
    taskId: state === 'pending' ? row.render_job_id : null,
    hiddenClipCount: hidden,
    paragraphs: stitchTranscripts(
      clips.filter(seen).map((clip) => ({
        start: clip.start_seconds,
        end: clip.end_seconds,
        paragraphs: transcripts.get(clip.story_id)?.paragraphs ?? [],
      })),
    ),
  };
}
