import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { FakeClock } from '../../testing/fake-clock.js';
import { FakeLocalMediaRecorder, FakeStorageQuota } from '../../testing/fake-local-media-recorder.js';
import { FakeLocalRecordingStore } from '../../testing/fake-local-recording-store.js';
import { STORAGE_QUOTA_CHECK_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { localRecorderActors } from './local-recorder.actors.js';
import { localRecorderMachine, type RecordingRequest } from './local-recorder.machine.js';
import { storedPartBytes, T0 } from './local-recording.test-kit.js';

const request: RecordingRequest = { streamId: 'st1', storyId: 'story-1', sessionId: 'se1', userId: 'u1', video: false };

function start(partLimit?: number) {
  const recorder = new FakeLocalMediaRecorder();
  const store = new FakeLocalRecordingStore();
  const quota = new FakeStorageQuota();
  const deviceClock = new FakeClock(T0);
  const clock = new SimulatedClock();
  let ids = 0;
  const actors = localRecorderActors({ recorder, store, quota, clock: deviceClock, newId: () => `part-${++ids}`, partLimit });
  const make = () => createActor(localRecorderMachine.provide({ actors }), { clock });
  const advance = async (ms: number) => {
    deviceClock.advance(ms);
    clock.increment(ms);
    await flush();
  };
  return { recorder, store, quota, make, advance };
}

describe('localRecorderMachine', () => {
  it('is UNKNOWN until checked, then CAPABLE or says why it cannot record', async () => {
    const world = start();
    const actor = world.make();
    expect(actor.getSnapshot().context.capability).toBe('UNKNOWN');
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.capability).toBe('CAPABLE');
    expect(actor.getSnapshot().value).toBe('idle');
    for (const capability of ['MEDIA_RECORDER_UNAVAILABLE', 'IDB_UNAVAILABLE'] as const) {
      const other = start();
      other.recorder.capabilityValue = capability;
      const unable = other.make().start();
      await flush();
      expect(unable.getSnapshot().value).toBe('unavailable');
      expect(unable.getSnapshot().context.capability).toBe(capability);
    }
  });

  it('stores each slice as it comes, ignores empty ones, pauses, resumes and stores the stop', async () => {
    const world = start();
    const actor = world.make().start();
    await flush();
    actor.send({ type: 'recording.start', ...request });
    await flush();
    expect(actor.getSnapshot().matches({ recording: { capture: 'active' } })).toBe(true);
    const stream = await world.store.getStream('st1');
    expect(stream).toMatchObject({ storyId: 'story-1', recordingStopTime: null, partIds: [], mimeType: 'audio/webm;codecs=opus' });

    world.recorder.slice(new Uint8Array([1, 2, 3]).buffer);
    await flush();
    expect(await storedPartBytes(world.store, 'part-1')).toEqual([1, 2, 3]);
    world.recorder.slice(new ArrayBuffer(0));
    await world.advance(5000);
    world.recorder.slice(new Uint8Array([4]).buffer);
    await flush();
    expect(await world.store.getPartMeta('part-1')).toEqual({ partId: 'part-1', streamId: 'st1', byteLength: 4, uploaded: false });
    expect((await world.store.getUpdateTime('st1'))?.updateTime).toBe(new Date(T0 + 5000).toISOString());

    actor.send({ type: 'recording.pause' });
    actor.send({ type: 'recording.resume' });
    world.recorder.pendingOnStop = new Uint8Array([5, 6]).buffer;
    actor.send({ type: 'recording.stop' });
    await flush();
    expect(actor.getSnapshot().value).toBe('stopped');
    expect(world.recorder.log).toEqual(['start:audio', 'pause', 'resume', 'stop']);
    const stored = await world.store.getStream('st1');
    expect(stored?.recordingStopTime).toBe(new Date(T0 + 5000).toISOString());
    expect(await storedPartBytes(world.store, 'part-1')).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('tells the page when a part closes at its size limit, so it can be uploaded while the recording goes on', async () => {
    const world = start(4);
    const actor = world.make();
    const closed: string[] = [];
    actor.on('recording.partClosed', (event) => closed.push(`${event.streamId}:${event.partId}`));
    actor.start();
    await flush();
    actor.send({ type: 'recording.start', ...request });
    await flush();
    world.recorder.slice(new Uint8Array([1, 2, 3]).buffer);
    await flush();
    expect(closed).toEqual([]);
    world.recorder.slice(new Uint8Array([4, 5]).buffer);
    await flush();
    expect(closed).toEqual(['st1:part-1']);
    expect((await world.store.getStream('st1'))?.partIds).toEqual(['part-1', 'part-2']);
    expect(await storedPartBytes(world.store, 'part-1')).toEqual([1, 2, 3]);
  });

  it('keeps a call participant’s name and a guest’s join token on the stream, for its upload', async () => {
    const world = start();
    const actor = world.make().start();
    await flush();
    actor.send({ type: 'recording.start', ...request, userId: null, participantName: 'Nora Narrator', guestToken: 'join-token' });
    await flush();
    world.recorder.slice(new Uint8Array([1]).buffer);
    await flush();
    expect(await world.store.getStream('st1')).toMatchObject({ userId: null, participantName: 'Nora Narrator', guestToken: 'join-token' });
    actor.send({ type: 'recording.stop' });
    await flush();
    expect(await world.store.getStream('st1')).toMatchObject({
      participantName: 'Nora Narrator',
      guestToken: 'join-token',
      partIds: ['part-1'],
    });
    // Outside a call neither is stored.
    const alone = start();
    const other = alone.make().start();
    await flush();
    other.send({ type: 'recording.start', ...request });
    await flush();
    const plain = await alone.store.getStream('st1');
    expect(plain && 'participantName' in plain).toBe(false);
    expect(plain && 'guestToken' in plain).toBe(false);
  });

  it('checks the storage estimate every 10 s while recording and warns when it is nearly full', async () => {
    const world = start();
    const actor = world.make().start();
    await flush();
    actor.send({ type: 'recording.start', ...request });
    await flush();
    expect(world.quota.calls).toBe(1);
    expect(actor.getSnapshot().context.storageWarning).toBe(false);
    world.quota.value = { usage: 9_500, quota: 10_000 };
    await world.advance(STORAGE_QUOTA_CHECK_MS - 1);
    expect(world.quota.calls).toBe(1);
    await world.advance(1);
    expect(world.quota.calls).toBe(2);
    expect(actor.getSnapshot().context.storageWarning).toBe(true);
    expect(actor.getSnapshot().matches({ recording: { capture: 'active' } })).toBe(true);
    world.quota.value = { usage: 1_000, quota: 10_000_000_000 };
    await world.advance(STORAGE_QUOTA_CHECK_MS);
    expect(actor.getSnapshot().context.storageWarning).toBe(false);
  });

  it('fails, keeping what was stored, when the devices cannot open or a slice cannot be stored', async () => {
    const world = start();
    world.recorder.startError = new Error('NotAllowedError');
    const actor = world.make().start();
    await flush();
    actor.send({ type: 'recording.start', ...request });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');

    const full = start();
    const recording = full.make().start();
    await flush();
    recording.send({ type: 'recording.start', ...request });
    await flush();
    full.recorder.slice(new Uint8Array([1]).buffer);
    await flush();
    full.store.appendSlice = async () => {
      throw new Error('QuotaExceededError');
    };
    full.recorder.slice(new Uint8Array([2]).buffer);
    await flush();
    expect(recording.getSnapshot().value).toBe('failed');
    expect((await full.store.getPartMeta('part-1'))?.byteLength).toBe(1);
  });
});
