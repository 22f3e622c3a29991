import type { JobQueue } from '@storykeep/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { TableChanges } from '../db/table-changes.js';
import type { JobHandler } from '../jobs/job-handler.js';
import { EMBED_CHUNKS_JOB, embedChunksJob, queueEmbeddingOnChanges } from './embed-chunks.job.js';
import { type EmbeddingsSettings, OpenAiEmbeddings } from './openai-embeddings.js';
import { VectorStore } from './vector-store.js';

const stderrLog = (message: string) => {
  process.stderr.write(`${message}\n`);
};

/** The embedding job when an embeddings server is configured (none otherwise: search stays by words). */
export function embeddingJobs(
  db: Kysely<DB>,
  settings: EmbeddingsSettings | undefined,
  log: (message: string) => void = stderrLog,
): [string, JobHandler<never>][] {
  if (!settings) return [];
  return [[EMBED_CHUNKS_JOB, embedChunksJob({ embeddings: new OpenAiEmbeddings(settings), vectors: new VectorStore(db, log), log })]];
}

/** Keeps the chunks embedded: queues the job now and after every transcript change. Answers the unsubscribe. */
export function keepChunksEmbedded(
  changes: TableChanges,
  jobs: JobQueue,
  settings: EmbeddingsSettings | undefined,
  log: (message: string) => void = stderrLog,
): () => void {
  return settings ? queueEmbeddingOnChanges(changes, jobs, log) : () => {};
}
