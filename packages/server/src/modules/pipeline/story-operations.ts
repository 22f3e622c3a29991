import type { AsyncOperation } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { Job } from '../../db/job-tables.schema.js';
import type { DB } from '../../db/schema.js';
import { JobStore, toJob } from '../../jobs/job-store.js';
import { asyncOperationsOf } from './async-operations.js';

/** A story's `asyncOperations`, read from its jobs (for `GET /stories/{id}` and the task service). */
export async function storyAsyncOperations(db: Kysely<DB>, storyId: string): Promise<AsyncOperation[]> {
  return asyncOperationsOf(await new JobStore(db).forStory(storyId));
}

/** `asyncOperations` of many stories in one query (story lists); stories without jobs map to []. */
export async function asyncOperationsByStory(db: Kysely<DB>, storyIds: string[]): Promise<Map<string, AsyncOperation[]>> {
  const byStory = new Map<string, Job[]>(storyIds.map((id) => [id, []]));
  if (storyIds.length > 0) {
    const rows = await new JobStore(db).db.selectFrom('jobs').selectAll().where('story_id', 'in', storyIds).orderBy('created_at').execute();
    for (const row of rows) byStory.get(row.story_id ?? '')?.push(toJob(row));
  }
  return new Map([...byStory].map(([id, jobs]) => [id, asyncOperationsOf(jobs)]));
}
