import type { LocalRecordingPartMeta, LocalRecordingStore, LocalRecordingStream } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// Built here rather than taken from core's arbitraries: core's fast-check types resolve to another copy of the package.
const id = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const iso = fc.integer({ min: 1_500_000_000_000, max: 1_900_000_000_000 }).map((ms) => new Date(ms).toISOString());
const arbLocalRecordingStream: fc.Arbitrary<LocalRecordingStream> = fc.record({
  id,
  streamId: id,
  storyId: id,
  sessionId: id,
  uploadId: fc.option(id),
  uploadKey: fc.option(id),
  uploadToken: fc.option(id),
  recordingStartTime: iso,
  recordingStopTime: fc.option(iso),
  localTimeOffset: fc.integer({ min: -10_000, max: 10_000 }),
  userId: fc.option(id),
  type: fc.constantFrom('audio', 'video'),
  partIds: fc.array(id, { maxLength: 4 }),
});

const bytes = (...values: number[]) => new Uint8Array(values).buffer;
const joined = async (store: LocalRecordingStore, partId: string) =>
  (await store.getPartSlices(partId))?.flatMap((slice) => [...new Uint8Array(slice)]);
const meta = (partId: string, streamId: string, byteLength: number): LocalRecordingPartMeta => ({
  partId,
  streamId,
  byteLength,
  uploaded: false,
});

/** The behaviour every LocalRecordingStore must have; `create` gives a fresh, empty store. */
export function describeLocalRecordingStoreContract(name: string, create: () => LocalRecordingStore): void {
  describe(`LocalRecordingStore contract: ${name}`, () => {
    it('gives back the streams it stored', async () => {
      await fc.assert(
        fc.asyncProperty(fc.uniqueArray(arbLocalRecordingStream, { selector: (s) => s.streamId, maxLength: 4 }), async (streams) => {
          const store = create();
          for (const stream of streams) await store.putStream(stream);
          for (const stream of streams) expect(await store.getStream(stream.streamId)).toEqual(stream);
          const listed = await store.listStreams();
          expect(listed.map((s) => s.streamId).sort()).toEqual(streams.map((s) => s.streamId).sort());
        }),
        { numRuns: 15 },
      );
    });

    it('keeps part metadata and bytes, lists a stream’s parts, and marks them uploaded', async () => {
      const store = create();
      await store.putPart(meta('a-1', 'a', 2), { partId: 'a-1', arrayBuffer: bytes(1, 2) });
      await store.putPart(meta('a-2', 'a', 1), { partId: 'a-2', arrayBuffer: bytes(3) });
      await store.putPart(meta('b-1', 'b', 1), { partId: 'b-1', arrayBuffer: bytes(9) });
      const listed = await store.listPartMeta('a');
      expect(listed.map((m) => m.partId).sort()).toEqual(['a-1', 'a-2']);
      expect(await joined(store, 'a-1')).toEqual([1, 2]);
      await store.markPartUploaded('a-2');
      await store.markPartUploaded('missing');
      expect(await store.getPartMeta('a-2')).toEqual({ ...meta('a-2', 'a', 1), uploaded: true });
      expect(await store.getPartMeta('missing')).toBeUndefined();
      await store.markPartUploaded('a-1', 'f'.repeat(64));
      expect(await store.getPartMeta('a-1')).toEqual({ ...meta('a-1', 'a', 2), uploaded: true, sha256: 'f'.repeat(64) });
    });

    it('forgets a stream’s upload session and marks its parts unsent (and their hashes gone), leaving other streams alone', async () => {
      const store = create();
      const base = { sessionId: 's', recordingStartTime: '2026-01-01T00:00:00.000Z', recordingStopTime: null, localTimeOffset: 0 };
      const stream = (streamId: string): LocalRecordingStream => ({
        ...base,
        id: streamId,
        streamId,
        storyId: 'story',
        uploadId: `u-${streamId}`,
        uploadKey: `k-${streamId}`,
        uploadToken: `t-${streamId}`,
        userId: null,
        type: 'audio',
        partIds: [`${streamId}-1`],
      });
      await store.putStream(stream('a'));
      await store.putStream(stream('b'));
      await store.putPart(meta('a-1', 'a', 1), { partId: 'a-1', arrayBuffer: bytes(1) });
      await store.putPart(meta('b-1', 'b', 1), { partId: 'b-1', arrayBuffer: bytes(2) });
      await store.markPartUploaded('a-1', 'a'.repeat(64));
      await store.markPartUploaded('b-1', 'b'.repeat(64));
      await store.resetUpload('a');
      expect(await store.getStream('a')).toEqual({ ...stream('a'), uploadId: null, uploadKey: null, uploadToken: null });
      expect(await store.getPartMeta('a-1')).toEqual(meta('a-1', 'a', 1));
      expect(await joined(store, 'a-1')).toEqual([1]);
      expect(await store.getStream('b')).toEqual(stream('b'));
      expect(await store.getPartMeta('b-1')).toEqual({ ...meta('b-1', 'b', 1), uploaded: true, sha256: 'b'.repeat(64) });
    });

    it('gives back appended slices in index order (past 9 and 10, numerically), apart from other parts', async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(fc.uint8Array({ minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 14 }), async (slices) => {
          const store = create();
          let total = 0;
          // A part whose id begins with the other's: its slices must not be read as the first part's.
          await store.appendSlice(meta('p-1', 's', 1), { partId: 'p-1', index: 0, arrayBuffer: bytes(99) });
          for (const [index, slice] of slices.entries()) {
            total += slice.byteLength;
            await store.appendSlice(meta('p', 's', total), { partId: 'p', index, arrayBuffer: slice.slice().buffer });
          }
          expect(await joined(store, 'p')).toEqual(slices.flatMap((slice) => [...slice]));
          expect((await store.getPartSlices('p'))?.map((slice) => slice.byteLength)).toEqual(slices.map((slice) => slice.byteLength));
          expect(await store.getPartMeta('p')).toEqual(meta('p', 's', total));
          expect(await joined(store, 'p-1')).toEqual([99]);
        }),
        { numRuns: 10 },
      );
    });

    it('stores a slice’s update time and stream with it, and leaves them alone when not given', async () => {
      const [stream] = fc.sample(arbLocalRecordingStream, 1);
      if (!stream) throw new Error('expected a stream');
      const store = create();
      await store.putStream({ ...stream, partIds: [] });
      await store.setUpdateTime({ streamId: stream.streamId, updateTime: '2024-05-01T12:00:00.000Z' });
      const named = { ...stream, partIds: ['n-1'] };
      await store.appendSlice(
        meta('n-1', stream.streamId, 1),
        { partId: 'n-1', index: 0, arrayBuffer: bytes(4) },
        {
          updateTime: { streamId: stream.streamId, updateTime: '2024-05-01T12:00:05.000Z' },
          stream: named,
        },
      );
      expect(await store.getStream(stream.streamId)).toEqual(named);
      expect(await store.getUpdateTime(stream.streamId)).toEqual({ streamId: stream.streamId, updateTime: '2024-05-01T12:00:05.000Z' });
      await store.appendSlice(meta('n-1', stream.streamId, 2), { partId: 'n-1', index: 1, arrayBuffer: bytes(5) });
      expect(await store.getStream(stream.streamId)).toEqual(named);
      expect(await store.getUpdateTime(stream.streamId)).toEqual({ streamId: stream.streamId, updateTime: '2024-05-01T12:00:05.000Z' });
      expect(await joined(store, 'n-1')).toEqual([4, 5]);
    });

    it('replaces a part’s slices when the whole part is put, and has no slices for an unknown part', async () => {
      const store = create();
      await store.appendSlice(meta('a-1', 'a', 1), { partId: 'a-1', index: 0, arrayBuffer: bytes(1) });
      await store.appendSlice(meta('a-1', 'a', 2), { partId: 'a-1', index: 1, arrayBuffer: bytes(2) });
      await store.putPart(meta('a-1', 'a', 1), { partId: 'a-1', arrayBuffer: bytes(7) });
      expect(await store.getPartSlices('a-1')).toHaveLength(1);
      expect(await joined(store, 'a-1')).toEqual([7]);
      expect(await store.getPartSlices('nothing')).toBeUndefined();
    });

    it('deletes a stream with its parts and update time, leaving other streams alone', async () => {
      const [a, b] =
        fc.sample(fc.uniqueArray(arbLocalRecordingStream, { selector: (s) => s.streamId, minLength: 2, maxLength: 2 }), 1)[0] ?? [];
      if (!a || !b) throw new Error('expected two streams');
      const store = create();
      await store.putStream(a);
      await store.putStream(b);
      await store.putPart(meta('a-1', a.streamId, 1), { partId: 'a-1', arrayBuffer: bytes(1) });
      await store.appendSlice(meta('a-2', a.streamId, 1), { partId: 'a-2', index: 0, arrayBuffer: bytes(5) });
      await store.putPart(meta('b-1', b.streamId, 1), { partId: 'b-1', arrayBuffer: bytes(2) });
      await store.setUpdateTime({ streamId: a.streamId, updateTime: '2024-05-01T12:00:00.000Z' });
      await store.setUpdateTime({ streamId: b.streamId, updateTime: '2024-05-02T12:00:00.000Z' });
      await store.deleteStream(a.streamId);
      expect(await store.getStream(a.streamId)).toBeUndefined();
      expect(await store.getPartMeta('a-1')).toBeUndefined();
      expect(await store.getPartSlices('a-1')).toBeUndefined();
      expect(await store.getPartSlices('a-2')).toBeUndefined();
      expect(await store.getUpdateTime(a.streamId)).toBeUndefined();
      expect(await store.getStream(b.streamId)).toEqual(b);
      expect(await store.listPartMeta(b.streamId)).toHaveLength(1);
      expect(await store.getUpdateTime(b.streamId)).toEqual({ streamId: b.streamId, updateTime: '2024-05-02T12:00:00.000Z' });
    });
  });
}
