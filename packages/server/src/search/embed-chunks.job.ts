import type { JobQueue } from '@storykeep/core';
import type { TableChanges } from '../db/table-changes.js';
import type { JobHandler } from '../jobs/job-handler.js';
import type { Embeddings } from '../ports/embeddings.port.js';
import { normalised } from './openai-embeddings.js';
import type { VectorStore } from './vector-store.js';

/** Embeds every transcript chunk whose text has no vector yet; one queued or running at a time. */
export const EMBED_CHUNKS_JOB = 'search.embed';

const DEDUPE_KEY = 'search.embed';

/** Stories embedded per round of the job (each round asks again which chunks still lack a vector). */
export const EMBED_STORIES_PER_ROUND = 10;

export interface EmbedChunksDeps {
  embeddings: Embeddings;
  vectors: VectorStore;
  log?: (message: string) => void;
}

/**
 * Embeds, story by story, the chunk texts that have no vector of the configured model, and drops vectors whose text
 * was edited away. A story the server fails on is reported and left for the next run, the others go on; the job then
 * fails so the queue tries again later.
 */
export function embedChunksJob(deps: EmbedChunksDeps): JobHandler<unknown> {
  return async (_payload, { signal }) => {
    const model = deps.embeddings.model;
    const failed = new Map<string, string>();
    let embedded = 0;
    let stories = 0;
    for (;;) {
      signal.throwIfAborted();
      const pending = await deps.vectors.unembedded(model, EMBED_STORIES_PER_ROUND, [...failed.keys()]);
      if (pending.length === 0) break;
      for (const storyId of new Set(pending.map((c) => c.storyId))) {
        const chunks = pending.filter((c) => c.storyId === storyId);
        try {
          const vectors = await deps.embeddings.embed(
            chunks.map((c) => c.body),
            signal,
          );
          await deps.vectors.save(
            model,
            chunks.map((c, i) => ({ storyId, md5: c.md5, vector: normalised(vectors[i] ?? []) })),
          );
          embedded += chunks.length;
          stories += 1;
        } catch (error) {
          if (signal.aborted) throw error;
          const message = error instanceof Error ? error.message : String(error);
          deps.log?.(`Embedding the transcript chunks of story ${storyId} failed: ${message}`);
          failed.set(storyId, message);
        }
      }
    }
    const pruned = await deps.vectors.prune(model);
    if (failed.size > 0) {
      const [storyId, message] = [...failed.entries()][0] ?? ['', ''];
      throw new Error(`Embedding failed for ${failed.size} stories (story ${storyId}: ${message}); ${embedded} chunks embedded`);
    }
    return embedded === 0 && pruned === 0 ? { noOp: true } : { embedded, stories, pruned };
  };
}

/**
 * Queues the embedding job now and whenever a transcript changes (in this process at once, from other instances and
 * `storykeep worker` processes by the database's notice), without ever holding up the write that changed it.
 * Answers the unsubscribe.
 */
export function queueEmbeddingOnChanges(changes: TableChanges, jobs: JobQueue, log: (message: string) => void = () => {}): () => void {
  let queuing = false;
  let again = false;
  const enqueue = () => jobs.enqueue(EMBED_CHUNKS_JOB, {}, { dedupeKey: DEDUPE_KEY });
  const queue = () => {
    if (queuing) {
      again = true;
      return;
    }
    queuing = true;
    enqueue()
      // The job holding the key may finish between the insert that yields to it and the look-up of its id: once more.
      .catch(enqueue)
      .catch((error: unknown) => log(`Could not queue transcript embedding: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        queuing = false;
        if (again) {
          again = false;
          queue();
        }
      });
  };
  // Only a named change of transcripts: "any table" is also what every raw statement announces (the job queue's own
  // among them), and answering it would queue the job after each of its own runs. Raw writes to transcripts still
  // arrive by name, through the database's notice after commit.
  const unsubscribe = changes.subscribe((table) => {
    if (table === 'transcripts') queue();
  });
  queue();
  return unsubscribe;
}
