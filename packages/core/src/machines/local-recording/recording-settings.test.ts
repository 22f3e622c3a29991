import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { DEFAULT_FEATURE_FLAGS } from '../../model/feature-flags.defaults.js';
import { FakeClock } from '../../testing/fake-clock.js';
import { FakeLocalMediaRecorder, FakeStorageQuota } from '../../testing/fake-local-media-recorder.js';
import { FakeLocalRecordingStore } from '../../testing/fake-local-recording-store.js';
import { LOCAL_SYNC_QUIET_MS } from '../../util/constants.js';
import { flush } from '../testing/flush.js';
import { localRecorderActors } from './local-recorder.actors.js';
import { localRecorderMachine } from './local-recorder.machine.js';
import { runUpload, storeStream, T0, uploadWorld } from './local-recording.test-kit.js';
import { recordingFormatFor, recordingSettings } from './recording-settings.js';

const flags = {
  ...DEFAULT_FEATURE_FLAGS,
  localRecordingMimeType: 'video/webm;codecs=vp9,opus',
  localRecordingVideoBitrate: 2_500_000,
  localRecordingMaxResolution: { width: 1280, height: 720 },
  localRecordingStreaming: false,
  localRecordingsPolyfill: true,
};

function recorderWorld(partLimit?: number) {
  const recorder = new FakeLocalMediaRecorder();
  const store = new FakeLocalRecordingStore();
  let ids = 0;
  const actors = localRecorderActors({
    recorder,
    store,
    quota: new FakeStorageQuota(),
    clock: new FakeClock(T0),
    newId: () => `part-${++ids}`,
    partLimit,
  });
  const actor = createActor(localRecorderMachine.provide({ actors }), { clock: new SimulatedClock() });
  return { recorder, store, actor };
}

const request = { streamId: 'st1', storyId: 'story-1', sessionId: 'se1', userId: 'u1', video: true };

describe('recordingSettings', () => {
  it('takes every local recording flag, and the product defaults where the flags say nothing', () => {
    expect(recordingSettings(flags)).toEqual({
      mimeType: 'video/webm;codecs=vp9,opus',
      audioBitsPerSecond: 48_000,
      videoBitsPerSecond: 2_500_000,
      maxResolution: { width: 1280, height: 720 },
      streaming: false,
      wav: true,
    });
    expect(recordingSettings({})).toEqual({
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond: 48_000,
      videoBitsPerSecond: 4_000_000,
      maxResolution: { width: 1920, height: 1080 },
      streaming: true,
      wav: false,
    });
  });

  it('reach the browser recorder: format, video bitrate, largest picture and the WAV recorder', async () => {
    const world = recorderWorld();
    world.actor.start();
    await flush();
    world.actor.send({ type: 'recording.start', ...request, settings: recordingSettings(flags) });
    await flush();
    expect(world.recorder.startedWith).toMatchObject({
      video: true,
      mimeType: 'video/webm;codecs=vp9,opus',
      videoBitsPerSecond: 2_500_000,
      maxResolution: { width: 1280, height: 720 },
      wav: true,
    });
  });

  it('with streaming off, announces no closed part and marks the stream to go up as one file', async () => {
    const world = recorderWorld(4);
    const closed: string[] = [];
    world.actor.on('recording.partClosed', (event) => closed.push(event.partId));
    world.actor.start();
    await flush();
    world.actor.send({ type: 'recording.start', ...request, settings: recordingSettings(flags) });
    await flush();
    world.recorder.slice(new Uint8Array([1, 2, 3]).buffer);
    world.recorder.slice(new Uint8Array([4, 5]).buffer);
    await flush();
    expect((await world.store.getStream('st1'))?.partIds).toEqual(['part-1', 'part-2']);
    expect(closed).toEqual([]);
    expect((await world.store.getStream('st1'))?.singleFile).toBe(true);
  });

  it('a camera recording made by the WAV recorder is stored as the audio it is', async () => {
    const world = recorderWorld();
    world.recorder.mimeType = 'audio/wav';
    world.actor.start();
    await flush();
    world.actor.send({ type: 'recording.start', ...request, settings: recordingSettings(flags) });
    await flush();
    expect(await world.store.getStream('st1')).toMatchObject({ type: 'audio', mimeType: 'audio/wav' });
  });

  it('with streaming on (the default), the stream is not marked for one file', async () => {
    const world = recorderWorld();
    world.actor.start();
    await flush();
    world.actor.send({ type: 'recording.start', ...request, settings: recordingSettings({}) });
    await flush();
    expect((await world.store.getStream('st1'))?.singleFile).toBeUndefined();
  });

  it('a stream recorded with streaming off sends no part ahead and goes up through the single-file form', async () => {
    const early = uploadWorld();
    await storeStream(early.store, { parts: [[1, 2], [3]], updatedAt: T0, stopped: false, singleFile: true });
    const ahead = runUpload(early, { streamId: 'st1', partsOnly: true });
    await flush();
    expect(ahead.getSnapshot().value).toBe('deferred');
    expect(early.api.log).toEqual([]);

    const done = uploadWorld();
    await storeStream(done.store, { parts: [[1, 2], [3]], updatedAt: T0 - LOCAL_SYNC_QUIET_MS, singleFile: true });
    const actor = runUpload(done, { streamId: 'st1' });
    await flush();
    expect(actor.getSnapshot().value).toBe('completed');
    expect(done.api.log).toEqual(['whole:st1']);
    expect([...(done.api.completed.get('st1')?.bytes ?? [])]).toEqual([1, 2, 3]);
    expect(await done.store.getStream('st1')).toBeUndefined();
  });
});

describe('recordingFormatFor', () => {
  it('keeps the format for a camera recording and for an audio format', () => {
    expect(recordingFormatFor('video/webm;codecs=vp9,opus', true)).toBe('video/webm;codecs=vp9,opus');
    expect(recordingFormatFor('audio/mp4', false)).toBe('audio/mp4');
  });

  it('makes a video format audio-only when there is no camera', () => {
    expect(recordingFormatFor('video/webm;codecs=vp8,opus', false)).toBe('audio/webm;codecs=opus');
    expect(recordingFormatFor('video/webm;codecs=vp9,opus', false)).toBe('audio/webm;codecs=opus');
    expect(recordingFormatFor('video/mp4', false)).toBe('audio/mp4');
    expect(recordingFormatFor('video/mp4;codecs=avc1.42E01E,mp4a.40.2', false)).toBe('audio/mp4;codecs=mp4a.40.2');
  });
});
