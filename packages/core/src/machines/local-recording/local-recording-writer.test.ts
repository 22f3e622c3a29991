import { describe, expect, it } from 'vitest';
import { FakeClock } from '../../testing/fake-clock.js';
import { FakeLocalRecordingStore } from '../../testing/fake-local-recording-store.js';
import { LOCAL_PART_SIZE_LIMIT_BYTES } from '../../util/constants.js';
import { storedPartBytes } from './local-recording.test-kit.js';
import { LocalRecordingWriter } from './local-recording-writer.js';

const start = {
  streamId: 'st1',
  storyId: 'story-1',
  sessionId: 'se1',
  userId: null,
  type: 'audio' as const,
  mimeType: 'audio/webm',
  localTimeOffset: 0,
};

describe('LocalRecordingWriter', () => {
  it('closes a part when the next slice would take it past the limit and begins a new one', async () => {
    const store = new FakeLocalRecordingStore();
    let ids = 0;
    const closed: string[] = [];
    const writer = new LocalRecordingWriter(
      store,
      new FakeClock(0),
      () => `p${++ids}`,
      10,
      (streamId, partId) => closed.push(`${streamId}:${partId}`),
    );
    await writer.begin(start);
    for (const size of [4, 4, 0, 2, 3, 10, 1]) await writer.append(new Uint8Array(size).fill(size).buffer);
    const stream = await writer.finish();
    expect(stream.partIds).toEqual(['p1', 'p2', 'p3', 'p4']);
    const lengths = await Promise.all(stream.partIds.map(async (id) => (await store.getPartMeta(id))?.byteLength));
    expect(lengths).toEqual([10, 3, 10, 1]);
    expect(await storedPartBytes(store, 'p1')).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 2, 2]);
    // Each slice is its own record: storing one never rewrote the ones before it.
    expect((await store.getPartSlices('p1'))?.map((s) => s.byteLength)).toEqual([4, 4, 2]);
    expect(await storedPartBytes(store, 'p2')).toEqual([3, 3, 3]);
    // A part is reported closed once the next one holds its first slice; the last part stays open.
    expect(closed).toEqual(['st1:p1', 'st1:p2', 'st1:p3']);
  });

  it('closes parts at 30 MiB by default', async () => {
    const store = new FakeLocalRecordingStore();
    let ids = 0;
    const writer = new LocalRecordingWriter(store, new FakeClock(0), () => `p${++ids}`);
    await writer.begin(start);
    await writer.append(new ArrayBuffer(LOCAL_PART_SIZE_LIMIT_BYTES - 1));
    await writer.append(new ArrayBuffer(1));
    await writer.append(new ArrayBuffer(1));
    const stream = await writer.finish();
    expect(stream.partIds).toHaveLength(2);
    expect((await store.getPartMeta('p1'))?.byteLength).toBe(LOCAL_PART_SIZE_LIMIT_BYTES);
  });
});
