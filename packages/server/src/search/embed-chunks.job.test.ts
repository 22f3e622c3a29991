import type { EnqueueOptions, JobQueue } from '@storykeep/core';
import { describe, expect, it, vi } from 'vitest';
import { ANY_TABLE, TableChanges } from '../db/table-changes.js';
import { EMBED_CHUNKS_JOB, queueEmbeddingOnChanges } from './embed-chunks.job.js';

/** A queue that records what it was asked to queue. */
function recordingQueue() {
  const queued: { type: string; options: EnqueueOptions | undefined }[] = [];
  const queue: JobQueue = {
    enqueue: async (type, _payload, options) => {
      queued.push({ type, options });
      return { id: String(queued.length) };
    },
  } as JobQueue;
  return { queue, queued };
}

describe('queueing the embedding job', () => {
  it('queues it at once and after each change of transcripts, under one dedupe key', async () => {
    const changes = new TableChanges();
    const { queue, queued } = recordingQueue();
    const stop = queueEmbeddingOnChanges(changes, queue);
    await vi.waitFor(() => expect(queued).toHaveLength(1));
    changes.announce('transcripts');
    await vi.waitFor(() => expect(queued).toHaveLength(2));
    expect(new Set(queued.map((q) => `${q.type} ${q.options?.dedupeKey}`))).toEqual(new Set([`${EMBED_CHUNKS_JOB} search.embed`]));
    stop();
    changes.announce('transcripts');
    await new Promise((resolve) => setImmediate(resolve));
    expect(queued).toHaveLength(2);
  });

  it('does not answer other tables, nor "any table", which the job queue\'s own statements announce', async () => {
    const changes = new TableChanges();
    const { queue, queued } = recordingQueue();
    queueEmbeddingOnChanges(changes, queue);
    await vi.waitFor(() => expect(queued).toHaveLength(1));
    changes.announce(ANY_TABLE);
    changes.announce('jobs');
    changes.announce('chunk_embeddings');
    await new Promise((resolve) => setImmediate(resolve));
    expect(queued).toHaveLength(1);
  });
});
