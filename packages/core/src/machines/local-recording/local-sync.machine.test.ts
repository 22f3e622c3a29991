import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { apiFailure } from '../../ports/api-failure.port.js';
import { LOCAL_SYNC_INTERVAL_MS, LOCAL_SYNC_QUIET_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { storeStream, T0, uploadWorld } from './local-recording.test-kit.js';
import { type LocalSyncEmitted, localSyncMachine } from './local-sync.machine.js';
import { localUploadMachine } from './local-upload.machine.js';

/** Moves time a quarter second at a time until the stream's upload has failed; answers the ms that took. */
async function untilFailed(world: ReturnType<typeof uploadWorld>, actor: ReturnType<typeof startSync>['actor'], streamId = 'st1') {
  let elapsed = 0;
  while (actor.getSnapshot().context.streams[streamId]?.status.state !== 'failed') {
    if (elapsed > 10 * LOCAL_SYNC_INTERVAL_MS) throw new Error(`${streamId} never failed`);
    await world.advance(250);
    elapsed += 250;
  }
  return elapsed;
}

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
    // The ten retries' waits add up to under a minute: failed before the next check could take it up.
    expect(await untilFailed(world, actor)).toBeLessThan(LOCAL_SYNC_INTERVAL_MS);
    expect(emitted).toEqual(['upload.started:st1', 'upload.failed:st1']);
    expect(actor.getSnapshot().context.streams.st1?.failure).toBe('retries_exhausted');
    actor.send({ type: 'sync.force', streamId: 'st1' });
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('completed');
    expect(world.api.completed.has('st1')).toBe(true);
    // Asked for by the person: the new attempt is announced like the first.
    expect(emitted).toEqual(['upload.started:st1', 'upload.failed:st1', 'upload.started:st1', 'upload.completed:st1']);
  });

  it('takes a stream whose retries ran out up again at the next check, quietly until it completes', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1, 2]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS });
    // The server is away for three rounds of eleven tries: the first attempt and two checks' attempts fail.
    world.api.failNext('openStream', 33);
    const { actor, emitted } = startSync(world);
    // The first listing settles at once: checks then come at every full minute.
    await flush(200);
    const failedAt = await untilFailed(world, actor);
    expect(actor.getSnapshot().context.streams.st1).toMatchObject({ failure: 'retries_exhausted', status: { state: 'failed' } });
    const opensTried = () => world.api.log.filter((l) => l === 'openStream:failed').length;
    expect(opensTried()).toBe(11);
    // Just before the check nothing more is tried; at the check the upload starts over with fresh retries.
    await world.advance(LOCAL_SYNC_INTERVAL_MS - failedAt - 1);
    expect(opensTried()).toBe(11);
    await world.advance(1);
    await flush(200);
    expect(opensTried()).toBe(12);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('uploading');
    await untilFailed(world, actor);
    expect(opensTried()).toBe(22);
    for (let i = 0; i < 4 * 60; i += 1) await world.advance(1_000);
    await flush(200);
    expect(world.api.completed.has('st1')).toBe(true);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('completed');
    expect(await world.store.listStreams()).toEqual([]);
    // The person heard of the failure once, then of the success; the checks' attempts in between said nothing.
    expect(emitted).toEqual(['upload.started:st1', 'upload.failed:st1', 'upload.completed:st1']);
  });

  it('stops taking up a failed stream once a check hears its story was deleted', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS });
    world.api.failNext('openStream', 11);
    const { actor } = startSync(world);
    await flush(200);
    const failedAt = await untilFailed(world, actor);
    expect(actor.getSnapshot().context.streams.st1?.failure).toBe('retries_exhausted');
    world.api.deletedStories.add('story-1');
    await world.advance(LOCAL_SYNC_INTERVAL_MS - failedAt);
    await flush(200);
    // The check's attempt hears the story is gone: the stream leaves the device and stays failed for good.
    expect(actor.getSnapshot().context.streams.st1).toMatchObject({ failure: 'story_deleted', status: { state: 'failed' } });
    expect(await world.store.getStream('st1')).toBeUndefined();
    const calls = world.api.log.length;
    for (let i = 0; i < 4; i += 1) await world.advance(LOCAL_SYNC_INTERVAL_MS);
    await flush(200);
    expect(world.api.log.length).toBe(calls);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('failed');
  });

  it('keeps a stream refused for lost access, tries it again quietly at each check, and completes it once access is back', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1, 2]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS });
    world.api.refusedStories.set('story-1', () => apiFailure(403, 'UPLOAD_ACCESS_LOST'));
    const { actor, emitted } = startSync(world);
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1).toMatchObject({ failure: 'access_lost', status: { state: 'failed' }, saved: false });
    expect(await world.store.getStream('st1')).toBeDefined();
    await world.advance(LOCAL_SYNC_INTERVAL_MS);
    await flush(200);
    expect(world.api.log.filter((l) => l === 'openStream:403')).toHaveLength(2);
    world.api.refusedStories.delete('story-1');
    await world.advance(LOCAL_SYNC_INTERVAL_MS);
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.status.state).toBe('completed');
    expect(await world.store.getStream('st1')).toBeUndefined();
    expect(emitted).toEqual(['upload.started:st1', 'upload.failed:st1', 'upload.completed:st1']);
  });

  it('passes "saved" and "delete" on to the stream’s upload, which deletes a kept copy only once saved or confirmed', async () => {
    const world = uploadWorld();
    await storeStream(world.store, { parts: [[1]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS });
    await storeStream(world.store, { parts: [[2]], updatedAt: T0 - 5 * LOCAL_SYNC_QUIET_MS, streamId: 'other' });
    world.api.refusedStories.set('story-1', () => apiFailure(404, 'NOT_FOUND'));
    const { actor } = startSync(world);
    await flush(200);
    actor.send({ type: 'sync.discard', streamId: 'st1', confirmed: false });
    await flush(200);
    expect(await world.store.getStream('st1')).toBeDefined();
    actor.send({ type: 'sync.saved', streamId: 'st1' });
    await flush(200);
    expect(actor.getSnapshot().context.streams.st1?.saved).toBe(true);
    actor.send({ type: 'sync.discard', streamId: 'st1', confirmed: false });
    await flush(200);
    expect(await world.store.getStream('st1')).toBeUndefined();
    expect(actor.getSnapshot().context.streams.st1).toBeUndefined();
    actor.send({ type: 'sync.discard', streamId: 'other', confirmed: true });
    await flush(200);
    expect(await world.store.getStream('other')).toBeUndefined();
  });
});
