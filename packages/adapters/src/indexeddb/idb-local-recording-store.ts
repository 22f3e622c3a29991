import type {
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingStore,
  LocalRecordingStream,
  LocalRecordingUpdateTime,
} from '@storykeep/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

interface RecordingsDb extends DBSchema {
  streams: { key: string; value: LocalRecordingStream };
  partMeta: { key: string; value: LocalRecordingPartMeta; indexes: { byStream: string } };
  partData: { key: string; value: LocalRecordingPartData };
  updateTimes: { key: string; value: LocalRecordingUpdateTime };
}

/** Local recordings in IndexedDB: streams, part metadata (indexed by stream), part bytes and update times. */
export class IdbLocalRecordingStore implements LocalRecordingStore {
  private db: Promise<IDBPDatabase<RecordingsDb>> | null = null;

  constructor(private readonly name = 'storykeep-local-recordings') {}

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
    const tx = db.transaction(['streams', 'partMeta', 'partData', 'updateTimes'], 'readwrite');
    const partIds = await tx.objectStore('partMeta').index('byStream').getAllKeys(streamId);
    await Promise.all([
      tx.objectStore('streams').delete(streamId),
      tx.objectStore('updateTimes').delete(streamId),
      ...partIds.flatMap((partId) => [tx.objectStore('partMeta').delete(partId), tx.objectStore('partData').delete(partId)]),
    ]);
    await tx.done;
  }
  async putPart(meta: LocalRecordingPartMeta, data: LocalRecordingPartData): Promise<void> {
    const db = await this.open();
    // One transaction, so a part never has metadata without bytes (or the reverse) after a crash.
    const tx = db.transaction(['partMeta', 'partData'], 'readwrite');
    await Promise.all([tx.objectStore('partMeta').put(meta), tx.objectStore('partData').put(data)]);
    await tx.done;
  }
  async getPartMeta(partId: string): Promise<LocalRecordingPartMeta | undefined> {
    return (await this.open()).get('partMeta', partId);
  }
  async getPartData(partId: string): Promise<LocalRecordingPartData | undefined> {
    return (await this.open()).get('partData', partId);
  }
  async listPartMeta(streamId: string): Promise<LocalRecordingPartMeta[]> {
    return (await this.open()).getAllFromIndex('partMeta', 'byStream', streamId);
  }
  async markPartUploaded(partId: string): Promise<void> {
    const db = await this.open();
    const tx = db.transaction('partMeta', 'readwrite');
    const meta = await tx.store.get(partId);
    if (meta) await tx.store.put({ ...meta, uploaded: true });
    await tx.done;
  }
  async setUpdateTime(entry: LocalRecordingUpdateTime): Promise<void> {
    await (await this.open()).put('updateTimes', entry);
  }
  async getUpdateTime(streamId: string): Promise<LocalRecordingUpdateTime | undefined> {
    return (await this.open()).get('updateTimes', streamId);
  }

  private open(): Promise<IDBPDatabase<RecordingsDb>> {
    this.db ??= openDB<RecordingsDb>(this.name, 1, {
      upgrade(db) {
        db.createObjectStore('streams', { keyPath: 'streamId' });
        db.createObjectStore('partMeta', { keyPath: 'partId' }).createIndex('byStream', 'streamId');
        db.createObjectStore('partData', { keyPath: 'partId' });
        db.createObjectStore('updateTimes', { keyPath: 'streamId' });
      },
    });
    return this.db;
  }
}
