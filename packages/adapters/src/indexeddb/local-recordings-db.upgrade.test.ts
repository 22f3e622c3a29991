import 'fake-indexeddb/auto';
import type { LocalRecordingStream } from '@storykeep/core';
import { openDB } from 'idb';
import { describe, expect, it } from 'vitest';
import { IdbLocalRecordingStore } from './idb-local-recording-store.js';

const stream: LocalRecordingStream = {
  id: 'st1',
  streamId: 'st1',
  storyId: 'story-1',
  sessionId: 'se1',
  uploadId: 'u1',
  uploadKey: 'stories/story-1/st1.webm',
  uploadToken: 't1',
  recordingStartTime: '2026-05-01T12:00:00.000Z',
  // Cut off mid-recording: the tab closed before the stop was stored.
  recordingStopTime: null,
  localTimeOffset: -5,
  userId: 'u1',
  type: 'audio',
  mimeType: 'audio/webm',
  partIds: ['p1', 'p2'],
};

/** A database exactly as version 1 of the store wrote it: each part's bytes one record in `partData`. */
async function writeVersionOne(name: string, { keepOpen = false } = {}) {
  const db = await openDB(name, 1, {
    upgrade(v1) {
      v1.createObjectStore('streams', { keyPath: 'streamId' });
      v1.createObjectStore('partMeta', { keyPath: 'partId' }).createIndex('byStream', 'streamId');
      v1.createObjectStore('partData', { keyPath: 'partId' });
      v1.createObjectStore('updateTimes', { keyPath: 'streamId' });
    },
  });
  const tx = db.transaction(['streams', 'partMeta', 'partData', 'updateTimes'], 'readwrite');
  await Promise.all([
    tx.objectStore('streams').put(stream),
    tx.objectStore('partMeta').put({ partId: 'p1', streamId: 'st1', byteLength: 3, uploaded: true }),
    tx.objectStore('partMeta').put({ partId: 'p2', streamId: 'st1', byteLength: 2, uploaded: false }),
    tx.objectStore('partData').put({ partId: 'p1', arrayBuffer: new Uint8Array([1, 2, 3]).buffer }),
    tx.objectStore('partData').put({ partId: 'p2', arrayBuffer: new Uint8Array([4, 5]).buffer }),
    tx.objectStore('updateTimes').put({ streamId: 'st1', updateTime: '2026-05-01T12:01:00.000Z' }),
  ]);
  await tx.done;
  if (!keepOpen) db.close();
  return db;
}

const bytesOf = async (store: IdbLocalRecordingStore, partId: string) =>
  (await store.getPartSlices(partId))?.flatMap((slice) => [...new Uint8Array(slice)]);

describe('IdbLocalRecordingStore upgrading a version-1 database', () => {
  it('keeps a recording in progress: its stream, part metadata, bytes and update time, each part as one slice', async () => {
    await writeVersionOne('upgrade-1');
    const store = new IdbLocalRecordingStore('upgrade-1');
    expect(await store.getStream('st1')).toEqual(stream);
    expect((await store.listPartMeta('st1')).sort((a, b) => a.partId.localeCompare(b.partId))).toEqual([
      { partId: 'p1', streamId: 'st1', byteLength: 3, uploaded: true },
      { partId: 'p2', streamId: 'st1', byteLength: 2, uploaded: false },
    ]);
    expect(await bytesOf(store, 'p1')).toEqual([1, 2, 3]);
    expect(await bytesOf(store, 'p2')).toEqual([4, 5]);
    expect(await store.getUpdateTime('st1')).toEqual({ streamId: 'st1', updateTime: '2026-05-01T12:01:00.000Z' });
    // A migrated part takes further slices after its old bytes.
    await store.appendSlice(
      { partId: 'p2', streamId: 'st1', byteLength: 3, uploaded: false },
      { partId: 'p2', index: 1, arrayBuffer: new Uint8Array([6]).buffer },
    );
    expect(await bytesOf(store, 'p2')).toEqual([4, 5, 6]);
  });

  it('drops the version-1 store once its parts moved, and opens the upgraded database again unchanged', async () => {
    await writeVersionOne('upgrade-2');
    await new IdbLocalRecordingStore('upgrade-2').listStreams();
    const raw = await openDB('upgrade-2');
    expect(raw.version).toBe(2);
    expect([...raw.objectStoreNames].sort()).toEqual(['partMeta', 'partSlices', 'streams', 'updateTimes']);
    raw.close();
    const again = new IdbLocalRecordingStore('upgrade-2');
    expect(await bytesOf(again, 'p1')).toEqual([1, 2, 3]);
    await again.deleteStream('st1');
    expect(await again.getPartSlices('p1')).toBeUndefined();
    expect(await again.listStreams()).toEqual([]);
  });

  it('opens an empty version-1 database (created by a script opening it without a version) with every store', async () => {
    (await openDB('upgrade-3')).close();
    const store = new IdbLocalRecordingStore('upgrade-3');
    await store.appendSlice(
      { partId: 'p', streamId: 's', byteLength: 1, uploaded: false },
      { partId: 'p', index: 0, arrayBuffer: new Uint8Array([8]).buffer },
    );
    expect(await bytesOf(store, 'p')).toEqual([8]);
  });

  it('waits for a tab of the old version still recording, and moves what it wrote until it closed', async () => {
    // The old tab keeps its connection while it records (version 1 never gave way to a newer version).
    const oldTab = await writeVersionOne('upgrade-4', { keepOpen: true });
    const store = new IdbLocalRecordingStore('upgrade-4');
    const listed = store.listStreams();
    // The old tab rewrites its open part with one more slice, as version 1 did, then its page closes.
    await oldTab.put('partData', { partId: 'p2', arrayBuffer: new Uint8Array([4, 5, 6]).buffer });
    await oldTab.put('partMeta', { partId: 'p2', streamId: 'st1', byteLength: 3, uploaded: false });
    oldTab.close();
    expect(await listed).toEqual([stream]);
    expect(await bytesOf(store, 'p2')).toEqual([4, 5, 6]);
    expect(await store.getPartMeta('p2')).toMatchObject({ byteLength: 3 });
  });
});
