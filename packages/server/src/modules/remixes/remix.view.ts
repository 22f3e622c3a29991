import { type ObjectStore, type Remix, type RemixRenderState, stitchTranscripts } from '@storykeep/core';
import type { Selectable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { RemixesTable } from '../../db/remix-tables.schema.js';
import type { Job } from '../../jobs/jobs.schema.js';
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

/** The API's remix: the file's URL only once it matches the current clips. */
export async function remixView(
  context: AppContext,
  store: ObjectStore,
  row: RemixRow,
  clips: ClipRows,
  job: Job | undefined,
): Promise<Remix> {
  const transcripts = new Map<string, Awaited<ReturnType<typeof readTranscript>>>();
  for (const clip of clips)
    if (!transcripts.has(clip.story_id)) transcripts.set(clip.story_id, await readTranscript(context.db, clip.story_id));
  let offset = 0;
  const timeline = clips.map((clip) => {
    const placed = {
      _id: clip.id,
      storyId: clip.story_id,
      storyTitle: clip.story_title,
      title: clip.title,
      start: clip.start_seconds,
      end: clip.end_seconds,
      offset: Math.round(offset * 1000) / 1000,
    };
    offset += clip.end_seconds - clip.start_seconds;
    return placed;
  });
  const state = stateOf(row, clips, job);
  const ready = state === 'ready' && row.media_key;
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
    paragraphs: stitchTranscripts(
      clips.map((clip) => ({
        start: clip.start_seconds,
        end: clip.end_seconds,
        paragraphs: transcripts.get(clip.story_id)?.paragraphs ?? [],
      })),
    ),
  };
}
