import 'fake-indexeddb/auto';
import { FakeAuthoringDraftStore, FakeLocalRecordingStore } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { describeAuthoringDraftStoreContract } from './authoring-draft-store.contract.js';
import { IdbAuthoringDraftStore } from './idb-authoring-draft-store.js';
import { IdbLocalRecordingStore } from './idb-local-recording-store.js';
import { describeLocalRecordingStoreContract } from './local-recording-store.contract.js';

let databases = 0;
const fresh = (prefix: string) => `${prefix}-${++databases}`;

describeAuthoringDraftStoreContract('FakeAuthoringDraftStore', () => new FakeAuthoringDraftStore());
describeAuthoringDraftStoreContract('IdbAuthoringDraftStore (fake-indexeddb)', () => new IdbAuthoringDraftStore(fresh('drafts')));
describeLocalRecordingStoreContract('FakeLocalRecordingStore', () => new FakeLocalRecordingStore());
describeLocalRecordingStoreContract('IdbLocalRecordingStore (fake-indexeddb)', () => new IdbLocalRecordingStore(fresh('recordings')));

describe('IndexedDB stores', () => {
  it('keep their data across instances, as across page loads', async () => {
    const name = fresh('drafts');
    await new IdbAuthoringDraftStore(name).put('indexes', { id: 's1', timestamp: '2024-05-01T12:00:00.000Z', data: [1] });
    expect(await new IdbAuthoringDraftStore(name).get('indexes', 's1')).toMatchObject({ data: [1] });
  });

  it('store a slice with its part, update time and stream all or not at all', async () => {
    const store = new IdbLocalRecordingStore(fresh('recordings'));
    const stream = {
      id: 'st1',
      streamId: 'st1',
      storyId: 'story-1',
      sessionId: 'se1',
      uploadId: null,
      uploadKey: null,
      uploadToken: null,
      recordingStartTime: '2024-05-01T12:00:00.000Z',
      recordingStopTime: null,
      localTimeOffset: 0,
      userId: null,
      type: 'audio' as const,
      partIds: [],
    };
    await store.putStream(stream);
    await store.setUpdateTime({ streamId: 'st1', updateTime: '2024-05-01T12:00:00.000Z' });
    // A slice index IndexedDB cannot key aborts the transaction after the other puts were queued.
    const write = store.appendSlice(
      { partId: 'p1', streamId: 'st1', byteLength: 3, uploaded: false },
      { partId: 'p1', index: Number.NaN, arrayBuffer: new Uint8Array([1, 2, 3]).buffer },
      { updateTime: { streamId: 'st1', updateTime: '2024-05-01T12:00:05.000Z' }, stream: { ...stream, partIds: ['p1'] } },
    );
    await expect(write).rejects.toThrow();
    expect(await store.getStream('st1')).toEqual(stream);
    expect(await store.getPartMeta('p1')).toBeUndefined();
    expect(await store.getUpdateTime('st1')).toEqual({ streamId: 'st1', updateTime: '2024-05-01T12:00:00.000Z' });
  });
});
