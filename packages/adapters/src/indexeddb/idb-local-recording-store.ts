import type {
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingSlice,
  LocalRecordingStore,
  LocalRecordingStream,
  LocalRecordingUpdateTime,
  SliceCompanions,
} from '@storykeep/core';
import { type IDBPDatabase, openDB } from 'idb';
import { LOCAL_RECORDINGS_DB_VERSION, type RecordingsDb, upgradeRecordingsDb } from './local-recordings-db.schema.js';
import { LOCAL_RECORDINGS_DB } from './local-recordings-presence.js';

/** Aborts a transaction that may already have ended (aborted by IndexedDB itself, or committed). */
function abortQuietly(tx: { abort(): void }): void {
  try {
    tx.abort();
  } catch {
    // Already finished: nothing of it is left to undo.
  }
}

/** Every key of one part's slices, in index order. */
const slicesOf = (partId: string) => IDBKeyRange.bound([partId, 0], [partId, Number.POSITIVE_INFINITY]);

/**
 * Local recordings in IndexedDB: streams, part metadata (indexed by stream), part bytes as one record per slice, and
 * update times. A slice is written alone, so the cost of storing one does not grow with the part it belongs to.
 */
export class IdbLocalRecordingStore implements LocalRecordingStore {
  private db: Promise<IDBPDatabase<RecordingsDb>> | null = null;

  constructor(private readonly name = LOCAL_RECORDINGS_DB) {}

  async putStream(stream: LocalRecordingStream): Promise<void> {
    await (await this.open()).put('streams', stream);
  }
  async getStream(streamId: string): Promise<LocalRecordingStream | undefined> {
    return (await this.open()).get('streams', streamId);
  }
  async listStreams(): Promise<LocalRecordingStream[]> {
    return (await this.open()).getAll('streams');
  }
  async deleteStream(streamId: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction(['streams', 'partMeta', 'partSlices', 'updateTimes'], 'readwrite');
    const partIds = await tx.objectStore('partMeta').index('byStream').getAllKeys(streamId);
    await Promise.all([
      tx.objectStore('streams').delete(streamId),
      tx.objectStore('updateTimes').delete(streamId),
      ...partIds.flatMap((partId) => [tx.objectStore('partMeta').delete(partId), tx.objectStore('partSlices').delete(slicesOf(partId))]),
    ]);
    await tx.done;
  }
  async putPart(meta: LocalRecordingPartMeta, data: LocalRecordingPartData): Promise<void> {
    const db = await this.open();
    // One transaction, so a part never has metadata without bytes (or the reverse) after a crash.
    const tx = db.transaction(['partMeta', 'partSlices'], 'readwrite');
    const slices = tx.objectStore('partSlices');
    await Promise.all([
      tx.objectStore('partMeta').put(meta),
      slices.delete(slicesOf(data.partId)),
      slices.put({ partId: data.partId, index: 0, arrayBuffer: data.arrayBuffer }),
    ]);
    await tx.done;
  }
  async appendSlice(meta: LocalRecordingPartMeta, slice: LocalRecordingSlice, with_: SliceCompanions = {}): Promise<void> {
    const db = await this.open();
    // Blind puts in one transaction, nothing read first: one commit per slice, and a crash keeps all of it or none.
    const tx = db.transaction(['streams', 'partMeta', 'partSlices', 'updateTimes'], 'readwrite');
    const pending: Promise<unknown>[] = [tx.done];
    try {
      pending.push(tx.objectStore('partMeta').put(meta));
      pending.push(tx.objectStore('partSlices').put(slice));
      if (with_.updateTime) pending.push(tx.objectStore('updateTimes').put(with_.updateTime));
      if (with_.stream) pending.push(tx.objectStore('streams').put(with_.stream));
      await Promise.all(pending);
    } catch (error) {
      // A put refused at once (a bad key, a value that cannot be cloned) would otherwise let the puts before it commit.
      for (const request of pending) request.catch(() => undefined);
      abortQuietly(tx);
      throw error;
    }
  }
  async getPartMeta(partId: string): Promise<LocalRecordingPartMeta | undefined> {
    return (await this.open()).get('partMeta', partId);
  }
  async getPartSlices(partId: string): Promise<ArrayBuffer[] | undefined> {
    const slices = await (await this.open()).getAll('partSlices', slicesOf(partId));
    return slices.length > 0 ? slices.map((s) => s.arrayBuffer) : undefined;
  }
  async listPartMeta(streamId: string): Promise<LocalRecordingPartMeta[]> {
    return (await this.open()).getAllFromIndex('partMeta', 'byStream', streamId);
  }
  async markPartUploaded(partId: string, sha256?: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('partMeta', 'readwrite');
    const meta = await tx.store.get(partId);
    if (meta) await tx.store.put({ ...meta, uploaded: true, ...(sha256 ? { sha256 } : {}) });
    await tx.done;
  }
  async resetUpload(streamId: string): Promise<void> {
    const db = await this.open();
    // One transaction: the session is never forgotten while a part still counts as sent in it, or the reverse.
    const tx = db.transaction(['streams', 'partMeta'], 'readwrite');
    const stream = await tx.objectStore('streams').get(streamId);
    if (stream) await tx.objectStore('streams').put({ ...stream, uploadId: null, uploadKey: null, uploadToken: null });
    const metas = await tx.objectStore('partMeta').index('byStream').getAll(streamId);
    for (const { sha256: _sha256, ...meta } of metas) await tx.objectStore('partMeta').put({ ...meta, uploaded: false });
    await tx.done;
  }
  async setUpdateTime(entry: LocalRecordingUpdateTime): Promise<void> {
    await (await this.open()).put('updateTimes', entry);
  }
  async getUpdateTime(streamId: string): Promise<LocalRecordingUpdateTime | undefined> {
    return (await this.open()).get('updateTimes', streamId);
  }

  private open(): Promise<IDBPDatabase<RecordingsDb>> {
    this.db ??= openDB<RecordingsDb>(this.name, LOCAL_RECORDINGS_DB_VERSION, { upgrade: upgradeRecordingsDb });
    return this.db;
  }
}
