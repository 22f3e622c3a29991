import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { backoffDelayMs } from '../../util/backoff.js';
import { LOCAL_SYNC_QUIET_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { runUpload, storeStream, T0, uploadWorld } from './local-recording.test-kit.js';
import { type LocalSyncEmitted, localSyncMachine } from './local-sync.machine.js';
import { localUploadMachine } from './local-upload.machine.js';

const bytes = (n: number, seed: number) => Array.from({ length: n }, (_, i) => (i * 5 + seed) % 256);
const parts = [bytes(6, 1), bytes(6, 2), bytes(4, 3)];

async function stop(world: ReturnType<typeof uploadWorld>, at: number) {
  const stream = await world.store.getStream('st1');
  if (!stream) throw new Error('no stream');
  await world.store.putStream({ ...stream, recordingStopTime: new Date(at).toISOString() });
  await world.store.setUpdateTime({ streamId: 'st1', updateTime: new Date(at).toISOString() });
}

describe('localUploadMachine sending parts while the recording goes on', () => {
  it('sends the closed parts of a stream still recording, not its open last part, and does not complete', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts, updatedAt: T0, stopped: false });
    const actor = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('deferred');
    expect(world.api.log).toEqual(['open:st1:u1', 'next:u1:1', 'put:u1:1:6', 'next:u1:2', 'put:u1:2:6']);
    expect((await world.store.listPartMeta('st1')).filter((m) => m.uploaded).map((m) => m.partId)).toEqual(['st1-p1', 'st1-p2']);
    expect((await world.store.getStream('st1'))?.uploadId).toBe('u1');
  });

  it('after the stop sends the last part only with the completion, 60 s after the stop, without sending a part twice', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts, updatedAt: T0, stopped: false });
    runUpload(world, { streamId: 'st1' });
    await flush();
    await world.advance(5_000);
    await stop(world, T0 + 5_000);
    const afterStop = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(afterStop.getSnapshot().value).toBe('deferred');
    expect(world.api.log).toHaveLength(5);

    await world.advance(LOCAL_SYNC_QUIET_MS - 1);
    const early = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(early.getSnapshot().value).toBe('deferred');
    expect(world.api.log).toHaveLength(5);

    await world.advance(1);
    const onTime = runUpload(world, { streamId: 'st1' });
    await flush();
    expect(onTime.getSnapshot().value).toBe('completed');
    expect(world.api.log.slice(5)).toEqual(['next:u1:3', 'put:u1:3:4', 'complete:u1']);
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual(parts.flat());
    expect(await world.store.getStream('st1')).toBeUndefined();
  });

  it('never completes a stream held by its recorder (partsOnly), however quiet it looks', async () => {
    const world = uploadWorld();
    // Paused for ten minutes: quiet, but still being recorded on this page.
    await storeStream(world.store, { parts, updatedAt: T0 - 10 * LOCAL_SYNC_QUIET_MS, stopped: false });
    const actor = runUpload(world, { streamId: 'st1', partsOnly: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('deferred');
    expect(world.api.log.filter((l) => l.startsWith('put:'))).toEqual(['put:u1:1:6', 'put:u1:2:6']);
    expect(world.api.completed.has('st1')).toBe(false);
  });

  it('retries a part sent ahead with the backoff, and completes at once when forced meanwhile (stopped on this page)', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts, updatedAt: T0, stopped: false });
    world.api.failNext('putPart', 2);
    const actor = runUpload(world, { streamId: 'st1', partsOnly: true });
    await world.advance(backoffDelayMs(0));
    expect(actor.getSnapshot().matches({ uploading: 'waiting' })).toBe(true);
    await stop(world, T0);
    actor.send({ type: 'upload.force' });
    for (let i = 0; i < 4; i += 1) await world.advance(backoffDelayMs(1));
    expect(actor.getSnapshot().value).toBe('completed');
    expect(world.api.log.filter((l) => l.startsWith('put:'))).toEqual(['put:u1:1:6', 'put:u1:2:6', 'put:u1:3:4']);
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual(parts.flat());
  });
});

describe('localSyncMachine with a stream being recorded here', () => {
  it('sends a part as soon as it closes, keeps quiet about it, and completes once released with force', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: parts.slice(0, 1), updatedAt: T0, stopped: false });
    const machine = localSyncMachine.provide({
      actors: {
        listStreams: fromPromise(async () => (await world.store.listStreams()).map((s) => s.streamId)),
        upload: localUploadMachine.provide({ actors: world.actors }),
      },
    });
    const actor = createActor(machine, { clock: world.clock, input: {} });
    const emitted: string[] = [];
    actor.on('*', (e: LocalSyncEmitted) => emitted.push(`${e.type}:${e.streamId}`));
    actor.send({ type: 'sync.hold', streamId: 'st1' });
    actor.start();
    await flush(200);
    expect(world.api.log).toEqual([]);

    // The recorder closes part 1 and begins part 2.
    const stream = await world.store.getStream('st1');
    await world.store.putStream({ ...(stream as NonNullable<typeof stream>), partIds: ['st1-p1', 'st1-p2'] });
    await world.store.putPart(
      { partId: 'st1-p2', streamId: 'st1', byteLength: 2, uploaded: false },
      { partId: 'st1-p2', arrayBuffer: new Uint8Array([9, 9]).buffer },
    );
    actor.send({ type: 'sync.partClosed', streamId: 'st1' });
    await flush(200);
    expect(world.api.log).toEqual(['open:st1:u1', 'next:u1:1', 'put:u1:1:6']);
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.streams.st1).toMatchObject({ waiting: true, status: { partsUploaded: 1 } });

    await stop(world, T0);
    actor.send({ type: 'sync.release', streamId: 'st1' });
    actor.send({ type: 'sync.force', streamId: 'st1' });
    await flush(200);
    expect(world.api.log.slice(3)).toEqual(['next:u1:2', 'put:u1:2:2', 'complete:u1']);
    expect(emitted).toEqual(['upload.started:st1', 'upload.completed:st1']);
    expect([...(world.api.completed.get('st1')?.bytes ?? [])]).toEqual([...bytes(6, 1), 9, 9]);
  });
});
