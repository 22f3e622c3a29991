import { ARCHIVE_PACKAGE_TASK_TYPE, DOWNLOAD_BUILD_TASK_TYPE, type ObjectStore, TRANSCODE_LOCAL_VIDEO_TASK_TYPE } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { Job } from '../../db/job-tables.schema.js';
import { JsonObjectColumnSchema, readJsonColumn } from '../../db/json-column.js';
import type { DB } from '../../db/schema.js';
import { CLIP_JOB_TYPES } from '../clips/clip-keys.js';
import { DOWNLOAD_BUILD_JOB } from '../downloads/download-build.job.js';
import { EXTRACT_ENTITIES_JOB } from '../entities/extract-entities.job.js';
import { ARCHIVE_PACKAGE_JOB } from '../export/archive-package.job.js';
import { AUTO_CHAPTERS_JOB } from '../indexes/auto-chapters.job.js';
import { JOB_TYPES } from '../pipeline/async-operations.js';
import { storyAsyncOperations } from '../pipeline/story-operations.js';
import { CLIENT_STATE_KEYS } from './story-state-commands.js';

/** The task type the task service shows for each job type. */
export const TASK_TYPE_OF: Record<string, string> = {
  [JOB_TYPES.processMedia]: 'transcode',
  [JOB_TYPES.mixLocalTracks]: TRANSCODE_LOCAL_VIDEO_TASK_TYPE,
  [JOB_TYPES.transcribe]: 'transcribe',
  [DOWNLOAD_BUILD_JOB]: DOWNLOAD_BUILD_TASK_TYPE,
  [ARCHIVE_PACKAGE_JOB]: ARCHIVE_PACKAGE_TASK_TYPE,
  [CLIP_JOB_TYPES.render]: 'RenderClip',
  [CLIP_JOB_TYPES.audio]: 'ClipAudio',
  [AUTO_CHAPTERS_JOB]: 'AutoChapters',
  [EXTRACT_ENTITIES_JOB]: 'ExtractEntities',
};

/** The job types behind a task type (a job type names itself too). */
export function jobTypesOf(taskType: string): string[] {
  const types = Object.entries(TASK_TYPE_OF).flatMap(([job, task]) => (task === taskType ? [job] : []));
  return types.length > 0 ? types : [taskType];
}

/** A task as the service reports it. */
export interface TaskView {
  id: string;
  storyId: string | null;
  type: string;
  status: string;
  errorMsg: string | null;
  downloadUrl: string | null;
  /** How far a running task is (0 to 1) when its job reports it; 1 once done; null otherwise. */
  progress: number | null;
}

/** How long a finished download build's URL stays valid. */
export const DOWNLOAD_URL_SECONDS = 24 * 60 * 60;

function statusOf(job: Job, download: boolean): string {
  const status = job.status === 'done' ? 'completed' : job.status === 'failed' ? 'failed' : 'pending';
  // Download builds report Pending, Completed and Failed (capitalised, unlike other tasks).
  return download ? status.charAt(0).toUpperCase() + status.slice(1) : status;
}

/**
 * A job as a task: pending while queued or running, then completed or failed (with its error). `issued` is told when
 * the answer carries a signed address of a finished package, so that read can be audited.
 */
export async function taskOf(job: Job, store: ObjectStore, issued?: (job: Job) => Promise<void>): Promise<TaskView> {
  const type = TASK_TYPE_OF[job.type] ?? job.type;
  const download = type === DOWNLOAD_BUILD_TASK_TYPE;
  const key = (job.result as { key?: unknown } | null)?.key;
  const offered = (download || type === ARCHIVE_PACKAGE_TASK_TYPE) && job.status === 'done' && typeof key === 'string';
  if (offered && issued) await issued(job);
  return {
    id: job.id,
    storyId: job.storyId,
    type,
    status: statusOf(job, download),
    errorMsg: job.status === 'failed' ? (job.lastError ?? 'failed') : null,
    progress: job.status === 'done' ? 1 : job.status === 'running' ? job.progress : null,
    // A finished download build or archival package is offered as a signed address of its file in the media store.
    downloadUrl: offered ? await store.signUrl(key, { method: 'GET', expiresIn: DOWNLOAD_URL_SECONDS }) : null,
  };
}

/** A story as the task service sees it; `state` joins the commands' aggregate with its operations and transcript status. */
export interface StoryView {
  id: string;
  title: string;
  description: string | null;
  state: Record<string, unknown>;
}

/** A story with no state row yet has an empty state. */
const StoryStateColumnSchema = JsonObjectColumnSchema.nullable().transform((state) => state ?? {});

export async function storyViews(db: Kysely<DB>, ids: readonly string[]): Promise<StoryView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('stories as s')
    .leftJoin('story_states as st', 'st.story_id', 's.id')
    .select(['s.id', 's.title', 's.description', 's.transcript_status', 'st.state'])
    .where('s.id', 'in', [...ids])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const views: StoryView[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    // Only the keys clients may write; a key stored before the allow-list existed is not shown to anyone.
    const stored = Object.fromEntries(
      Object.entries(readJsonColumn(StoryStateColumnSchema, row.state, 'story_states.state')).filter(([key]) =>
        (CLIENT_STATE_KEYS as readonly string[]).includes(key),
      ),
    );
    views.push({
      id: row.id,
      title: row.title,
      description: row.description,
      state: { ...stored, asyncOperations: await storyAsyncOperations(db, id), transcript: row.transcript_status },
    });
  }
  return views;
}
