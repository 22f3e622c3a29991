import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { LOCAL_SYNC_INTERVAL_MS, LOCAL_SYNC_QUIET_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { storeStream, T0, uploadWorld } from './local-recording.test-kit.js';
import { type LocalSyncEmitted, localSyncMachine } from './local-sync.machine.js';
import { localUploadMachine } from './local-upload.machine.js';

function startSync(world: ReturnType<typeof uploadWorld>) {
  const machine = localSyncMachine.provide({
    actors: {
      listStreams: fromPromise(async () => (await world.store.listStreams()).map((s) => s.streamId)),
      upload: localUploadMachine.provide({ actors: world.actors }),
    },
  });
  const actor = createActor(machine, { clock: world.clock, input: {} });
  const emitted: string[] = [];
  actor.on('*', (e: LocalSyncEmitted) => emitted.push(`${e.type}:${e.streamId}`));
  actor.start();
  return { actor, emitted };
}

describe('localSyncMachine', () => {
  it('uploads streams left from an earlier visit when it starts, and reports them', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1, 2, 3]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS, stopped: false });
    const { actor, emitted } = startSync(world);
    await flush(200);
    expect(emitted).toEqual(['upload.started:st1', 'upload.completed:st1']);
    expect(actor.getSnapshot().context.streams.st1?.status).toMatchObject({
      state: 'completed',
      partsUploaded: 1,
      uploadedBytes: 3,
      partBytes: 3,
    });
    expect(world.api.completed.get('st1')?.metadata.recordingStop).toBe(new Date(T0 - 5 * LOCAL_SYNC_QUIET_MS).toISOString());
  });

  it('checks every 60 s and uploads a stream once it has been quiet for a minute', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - 10_000 });
    const { actor, emitted } = startSync(world);
    await flush(200);
    expect(world.api.log).toEqual([]);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('uploading');
    await world.advance(LOCAL_SYNC_INTERVAL_MS - 1);
    expect(world.api.log).toEqual([]);
    await world.advance(1);
    await flush(200);
    expect(emitted).toEqual(['upload.started:st1', 'upload.completed:st1']);
  });

  it('leaves a stream held by its recorder alone, and uploads a forced one at once', async () => {
    const world = uploadWorld();
    // Still being recorded: its only part is open, so nothing may be sent while it is held.
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS, stopped: false });
    const { actor } = startSync(world);
    actor.send({ type: 'sync.hold', streamId: 'st1' });
    await flush(200);
    expect(world.api.log).toEqual([]);
    actor.send({ type: 'sync.release', streamId: 'st1' });
    await storeStream(world.store, { parts: [[1]], updatedAt: T0, streamId: 'fresh' });
    actor.send({ type: 'sync.force', streamId: 'fresh' });
    await flush(200);
    expect(world.api.completed.has('fresh')).toBe(true);
    expect(world.api.completed.has('st1')).toBe(false);
    await world.advance(LOCAL_SYNC_INTERVAL_MS);
    await flush(200);
    expect(world.api.completed.has('st1')).toBe(true);
  });

  it('shows a stream whose story was deleted as failed and keeps uploading the others', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS });
    await storeStream(world.store, { parts: [[2]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS, streamId: 'other' });
    world.api.deletedStories.add('story-1');
    const { actor, emitted } = startSync(world);
    await flush(200);
    expect(emitted).toContain('upload.failed:st1');
    expect(actor.getSnapshot().context.streams.st1).toMatchObject({ failure: 'story_deleted', status: { state: 'failed' } });
    expect(await world.store.listStreams()).toEqual([]);
    expect(world.api.log.filter((l) => l.startsWith('open:'))).toEqual([]);
  });

  it('retries a failed stream when asked to ("retry now")', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS });
    world.api.failNext('openStream', 11);
    const { actor, emitted } = startSync(world);
    for (let i = 0; i < 20; i += 1) await world.advance(30_000);
    expect(emitted).toContain('upload.failed:st1');
    expect(actor.getSnapshot().context.streams.st1?.failure).toBe('retries_exhausted');
    actor.send({ type: 'sync.force', streamId: 'st1' });
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('completed');
    expect(world.api.completed.has('st1')).toBe(true);
  });
});
