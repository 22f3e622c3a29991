import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { apiFailure } from '../../ports/api-failure.port.js';
import { FakeContentDigest } from '../../testing/fake-content-digest.js';
import { LOCAL_SYNC_QUIET_MS, UPLOAD_STATE_POLL_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { storeStream, T0, uploadWorld } from './local-recording.test-kit.js';
import { localSyncMachine } from './local-sync.machine.js';
import { loadStream } from './local-upload.actors.js';
import { localUploadMachine } from './local-upload.machine.js';

/** The sync machine on a simulated clock, counting each read of the stored upload state. */
function startSync(world: ReturnType<typeof uploadWorld>) {
  const reads: string[][] = [];
  const ports = { store: world.store, clock: world.deviceClock, api: world.api, digest: new FakeContentDigest() };
  const machine = localSyncMachine.provide({
    actors: {
      listStreams: fromPromise(async () => (await world.store.listStreams()).map((s) => s.streamId)),
      upload: localUploadMachine.provide({ actors: world.actors }),
      readStored: fromPromise(async ({ input }: { input: { streamIds: string[] } }) => {
        reads.push(input.streamIds);
        const loaded = await Promise.all(input.streamIds.map((id) => loadStream(ports, id).catch(() => null)));
        return loaded.flatMap((l) => (l ? [l] : []));
      }),
    },
  });
  const actor = createActor(machine, { clock: world.clock, input: {} });
  actor.start();
  return { actor, reads };
}

describe('the stored upload state poll', () => {
  it('reads the stored uploads every 5 s while any is stored, showing what the device holds now', async () => {
    const world = uploadWorld();
    // Still being recorded: it waits for its quiet minute, and grows meanwhile.
    await storeStream(world.store, { parts: [[1, 2]], updatedAt: T0, stopped: false });
    const { actor, reads } = startSync(world);
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.status.partBytes).toBe(2);
    expect(reads).toEqual([]);
    await world.advance(UPLOAD_STATE_POLL_MS - 1);
    expect(reads).toEqual([]);
    await world.store.appendSlice(
      { partId: 'st1-p1', streamId: 'st1', byteLength: 5, uploaded: false },
      { partId: 'st1-p1', index: 1, arrayBuffer: new Uint8Array([3, 4, 5]).buffer },
    );
    await world.advance(1);
    await flush(50);
    expect(reads).toEqual([['st1']]);
    expect(actor.getSnapshot().context.streams.st1?.status.partBytes).toBe(5);
    expect(actor.getSnapshot().context.streams.st1?.waiting).toBe(true);
    await world.advance(UPLOAD_STATE_POLL_MS);
    await flush(50);
    expect(reads).toHaveLength(2);
  });

  it('stops once nothing is stored, and never starts with nothing stored', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1, 2, 3]], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    const { actor, reads } = startSync(world);
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('completed');
    expect(await world.store.getStream('st1')).toBeUndefined();
    for (let i = 0; i < 5; i += 1) await world.advance(UPLOAD_STATE_POLL_MS);
    expect(reads).toEqual([]);

    const empty = uploadWorld();
    const idle = startSync(empty);
    await flush(50);
    for (let i = 0; i < 5; i += 1) await empty.advance(UPLOAD_STATE_POLL_MS);
    expect(idle.reads).toEqual([]);
  });

  it('a kept recording is read again every 5 s until it leaves the device', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - LOCAL_SYNC_QUIET_MS });
    world.api.failNext('openStream', 1000, () => apiFailure(403, 'FORBIDDEN'));
    const { actor, reads } = startSync(world);
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('failed');
    const before = reads.length;
    await world.advance(UPLOAD_STATE_POLL_MS);
    await flush(50);
    expect(reads.length).toBe(before + 1);
    expect(reads.at(-1)).toEqual(['st1']);
  });
});
