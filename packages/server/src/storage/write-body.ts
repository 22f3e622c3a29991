import type { FileHandle } from 'node:fs/promises';
import type { ByteStream } from '@storykeep/core';
import { invalidPart } from './storage-errors.js';

const SYNC_EVERY = 8 * 1024 * 1024;
const WRITE_BATCH = 1024 * 1024;

export interface WriteBodyOptions {
  /** Write from this file offset instead of the start. */
  position?: number;
  /** Refuse a body longer than this (it would spill into the next part's place). */
  limit?: number;
}

/**
 * Streams `body` into an open file in batches, asking the disk to catch up every few megabytes
 * while the bytes still arrive, so the sync that must precede an answer has little left to do.
 * Memory stays at about one batch whatever the size. Answers the bytes written.
 */
export async function writeBody(handle: FileHandle, body: ByteStream, options: WriteBodyOptions = {}): Promise<number> {
  const start = options.position ?? 0;
  let size = 0;
  let written = 0;
  let synced = 0;
  let syncing: Promise<void> | undefined;
  let batch: Uint8Array[] = [];
  let batched = 0;
  const flush = async () => {
    if (batched === 0) return;
    const chunks = batch;
    batch = [];
    batched = 0;
    const { bytesWritten } = await handle.writev(chunks, start + written);
    written += bytesWritten;
    if (!syncing && written - synced >= SYNC_EVERY) {
      const upTo = written;
      syncing = handle.datasync().then(() => {
        synced = upTo;
        syncing = undefined;
      });
    }
  };
  try {
    for await (const chunk of body) {
      size += chunk.length;
      if (options.limit !== undefined && size > options.limit) throw invalidPart(`A part may hold at most ${options.limit} bytes`);
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= WRITE_BATCH) await flush();
    }
    await flush();
  } finally {
    await syncing?.catch(() => undefined);
  }
  return size;
}
