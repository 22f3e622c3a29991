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

  it('stores each slice in one write: the slice, its part, the update time and, for a new part, the stream naming it', async () => {
    const store = new FakeLocalRecordingStore();
    const clock = new FakeClock(Date.parse('2026-05-01T12:00:00.000Z'));
    let ids = 0;
    const writer = new LocalRecordingWriter(store, clock, () => `p${++ids}`, 10);
    await writer.begin(start);
    for (const size of [6, 3, 5]) {
      clock.advance(5_000);
      const before = store.writes;
      await writer.append(new Uint8Array(size).fill(size).buffer);
      expect(store.writes - before).toBe(1);
      // The stream's last change is this slice's, so the upload waits its minute of quiet from here.
      expect((await store.getUpdateTime('st1'))?.updateTime).toBe(new Date(clock.now()).toISOString());
      // Whatever part the slice went into, the stored stream already names it.
      const stored = await store.getStream('st1');
      expect(stored?.partIds.at(-1)).toBe(`p${ids}`);
    }
    expect((await store.getStream('st1'))?.partIds).toEqual(['p1', 'p2']);
    expect((await store.getPartMeta('p1'))?.byteLength).toBe(9);
    expect((await store.getPartMeta('p2'))?.byteLength).toBe(5);
  });
});
