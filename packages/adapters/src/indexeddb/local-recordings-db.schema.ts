import type {
  LocalRecordingPartData,
  LocalRecordingPartMeta,
  LocalRecordingSlice,
  LocalRecordingStream,
  LocalRecordingUpdateTime,
} from '@storykeep/core';
import type { DBSchema, IDBPDatabase, IDBPTransaction, StoreNames } from 'idb';

/**
 * Version 1 kept each part's bytes as one record (`partData`), rewritten with every slice; version 2 keeps one record
 * per slice (`partSlices`, keyed by part and slice index).
 */
export const LOCAL_RECORDINGS_DB_VERSION = 2;

export interface RecordingsDb extends DBSchema {
  streams: { key: string; value: LocalRecordingStream };
  partMeta: { key: string; value: LocalRecordingPartMeta; indexes: { byStream: string } };
  partSlices: { key: [string, number]; value: LocalRecordingSlice };
  /** Version 1 only: gone once its parts have moved to `partSlices`. */
  partData: { key: string; value: LocalRecordingPartData };
  updateTimes: { key: string; value: LocalRecordingUpdateTime };
}

/**
 * Creates or upgrades the database. A version-1 database may hold a recording still waiting to upload (or cut off
 * mid-recording by a closed tab): each of its parts becomes a single slice in the same upgrade transaction, so either
 * everything moves or, if the upgrade fails, the version-1 data stays as it was. Stores are created when missing rather
 * than by version number, since an empty database of any version can exist (opened without a version by a script).
 */
export async function upgradeRecordingsDb(
  db: IDBPDatabase<RecordingsDb>,
  _oldVersion: number,
  _newVersion: number | null,
  tx: IDBPTransaction<RecordingsDb, StoreNames<RecordingsDb>[], 'versionchange'>,
): Promise<void> {
  const has = (name: StoreNames<RecordingsDb>) => db.objectStoreNames.contains(name);
  if (!has('streams')) db.createObjectStore('streams', { keyPath: 'streamId' });
  if (!has('partMeta')) db.createObjectStore('partMeta', { keyPath: 'partId' }).createIndex('byStream', 'streamId');
  if (!has('updateTimes')) db.createObjectStore('updateTimes', { keyPath: 'streamId' });
  if (!has('partSlices')) db.createObjectStore('partSlices', { keyPath: ['partId', 'index'] });
  if (has('partData')) {
    const slices = tx.objectStore('partSlices');
    let cursor = await tx.objectStore('partData').openCursor();
    while (cursor) {
      await slices.put({ partId: cursor.value.partId, index: 0, arrayBuffer: cursor.value.arrayBuffer });
      cursor = await cursor.continue();
    }
    db.deleteObjectStore('partData');
  }
}
