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
});
