import { createActor, SimulatedClock } from 'xstate';
import type { LocalRecordingStream } from '../../model/local-recording-stream.schema.js';
import type { LocalRecordingStore } from '../../ports/local-recording-store.port.js';
import { FakeClock } from '../../testing/fake-clock.js';
import { FakeContentDigest } from '../../testing/fake-content-digest.js';
import { FakeLocalRecordingStore } from '../../testing/fake-local-recording-store.js';
import { FakeLocalRecordingUploadApi } from '../../testing/fake-local-recording-upload-api.js';
import { flush } from '../testing/flush.js';
import { localUploadActors } from './local-upload.actors.js';
import { localUploadMachine } from './local-upload.machine.js';

export const T0 = Date.parse('2026-05-01T12:00:00.000Z');

/** A store, an upload server and two clocks moved together: xstate's for delays, the device's for "now". */
export function uploadWorld() {
  const store = new FakeLocalRecordingStore();
  const api = new FakeLocalRecordingUploadApi();
  const deviceClock = new FakeClock(T0);
  const clock = new SimulatedClock();
  const advance = async (ms: number) => {
    deviceClock.advance(ms);
    clock.increment(ms);
    await flush();
  };
  const actors = localUploadActors({ store, api, clock: deviceClock, digest: new FakeContentDigest() });
  return { store, api, deviceClock, clock, advance, actors };
}

/** Stores a stopped stream of parts holding the given bytes, last changed at `updatedAt`. */
export async function storeStream(
  store: FakeLocalRecordingStore,
  options: {
    streamId?: string;
    parts: number[][];
    updatedAt: number;
    uploaded?: boolean[];
    session?: boolean;
    stopped?: boolean;
    singleFile?: boolean;
  },
): Promise<LocalRecordingStream> {
  const streamId = options.streamId ?? 'st1';
  const partIds = options.parts.map((_, i) => `${streamId}-p${i + 1}`);
  const stream: LocalRecordingStream = {
    id: streamId,
    streamId,
    storyId: 'story-1',
    sessionId: 'se1',
    uploadId: options.session ? 'u-old' : null,
    uploadKey: options.session ? 'stories/story-1/old.webm' : null,
    uploadToken: options.session ? 't-old' : null,
    recordingStartTime: new Date(options.updatedAt - 60_000).toISOString(),
    recordingStopTime: options.stopped === false ? null : new Date(options.updatedAt).toISOString(),
    localTimeOffset: -120,
    userId: 'u1',
    type: 'audio',
    mimeType: 'audio/webm;codecs=opus',
    partIds,
    ...(options.singleFile ? { singleFile: true } : {}),
  };
  await store.putStream(stream);
  for (const [i, bytes] of options.parts.entries()) {
    const partId = partIds[i] as string;
    await store.putPart(
      { partId, streamId, byteLength: bytes.length, uploaded: options.uploaded?.[i] ?? false },
      { partId, arrayBuffer: new Uint8Array(bytes).buffer },
    );
  }
  await store.setUpdateTime({ streamId, updateTime: new Date(options.updatedAt).toISOString() });
  return stream;
}

/** A stored part's bytes, its slices joined (test code: the app never joins a part in memory). */
export async function storedPartBytes(store: LocalRecordingStore, partId: string): Promise<number[] | undefined> {
  const slices = await store.getPartSlices(partId);
  return slices?.flatMap((slice) => [...new Uint8Array(slice)]);
}

/** Runs one stream's upload machine with the world's actors. */
export function runUpload(
  world: ReturnType<typeof uploadWorld>,
  input: { streamId: string; force?: boolean; singleFile?: boolean; partsOnly?: boolean },
) {
  const actor = createActor(localUploadMachine.provide({ actors: world.actors }), { clock: world.clock, input });
  actor.start();
  return actor;
}
