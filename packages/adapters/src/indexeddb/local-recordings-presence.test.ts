import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { IdbLocalRecordingStore } from './idb-local-recording-store.js';
import { LOCAL_RECORDINGS_DB, mayHoldLocalRecordings } from './local-recordings-presence.js';

describe('mayHoldLocalRecordings', () => {
  it('is false on a device whose browser lists no recordings database, and true once the store has been opened', async () => {
    expect(await mayHoldLocalRecordings()).toBe(false);
    await new IdbLocalRecordingStore().listStreams();
    expect((await indexedDB.databases()).map((d) => d.name)).toContain(LOCAL_RECORDINGS_DB);
    expect(await mayHoldLocalRecordings()).toBe(true);
  });

  it('says maybe when the browser cannot list its databases, and no without IndexedDB at all', async () => {
    const unlisted = { databases: undefined } as unknown as IDBFactory;
    expect(await mayHoldLocalRecordings(unlisted)).toBe(true);
    expect(await mayHoldLocalRecordings(null)).toBe(false);
  });
});
