import { fromPromise } from 'xstate';
import type { LocalRecordingPartStatus } from '../../model/local-recording-stream.schema.js';
import type { Clock } from '../../ports/clock.port.js';
import type { ContentDigest } from '../../ports/content-digest.port.js';
import type { LocalRecordingStore } from '../../ports/local-recording-store.port.js';
import type {
  DevicePart,
  LocalRecordingUploadApi,
  RecordingUploadMetadata,
  StreamUploadSession,
} from '../../ports/local-recording-upload-api.port.js';
import { DEFAULT_RECORDING_MIME_TYPE } from '../../util/constants.js';
import type { LocalUploadPartInput, localUploadMachine } from './local-upload.machine.js';
import { type LoadedStream, LocalUploadError, type LocalUploadFailure, type StoredCheck } from './local-upload.types.js';

/** The ports a stream's upload works through. */
export interface LocalUploadPorts {
  store: LocalRecordingStore;
  api: LocalRecordingUploadApi;
  clock: Clock;
  digest: ContentDigest;
}

/** Reads a stream and its parts' metadata (never their bytes); a missing stream or part is fatal. */
export async function loadStream(ports: LocalUploadPorts, streamId: string): Promise<LoadedStream> {
  const stream = await ports.store.getStream(streamId);
  if (!stream) throw new LocalUploadError('fatal', `Local recording stream ${streamId} does not exist`);
  const metas = new Map((await ports.store.listPartMeta(streamId)).map((m) => [m.partId, m]));
  const parts: LocalRecordingPartStatus[] = stream.partIds.map((partId) => {
    const meta = metas.get(partId);
    if (!meta) throw new LocalUploadError('fatal', `Part ${partId} of stream ${streamId} has no metadata`);
    return { partId, byteLength: meta.byteLength, state: meta.uploaded ? 'uploaded' : 'not_uploaded' };
  });
  const update = await ports.store.getUpdateTime(streamId);
  const updatedAt = Date.parse(update?.updateTime ?? stream.recordingStopTime ?? stream.recordingStartTime);
  return { stream, parts, updatedAt, now: ports.clock.now() };
}

/** What the completed upload tells the server; a stream cut off mid-recording stops at its last change. */
export function uploadMetadata(loaded: LoadedStream): RecordingUploadMetadata {
  const { stream } = loaded;
  return {
    streamId: stream.streamId,
    sessionId: stream.sessionId,
    recordingStart: stream.recordingStartTime,
    recordingStop: stream.recordingStopTime ?? new Date(loaded.updatedAt).toISOString(),
    localTimeOffset: stream.localTimeOffset,
    mimeType: stream.mimeType ?? DEFAULT_RECORDING_MIME_TYPE,
    ...(stream.participantName ? { participantName: stream.participantName } : {}),
  };
}

async function partSlices(ports: LocalUploadPorts, streamId: string, partId: string): Promise<ArrayBuffer[]> {
  const slices = await ports.store.getPartSlices(partId);
  if (!slices) throw new LocalUploadError('fatal', `Part ${partId} of stream ${streamId} has no bytes`);
  return slices;
}

/** Every part as the device wrote it: the hash kept when it was sent, or (sent before hashes were kept) computed now. */
async function deviceParts(ports: LocalUploadPorts, loaded: LoadedStream): Promise<DevicePart[]> {
  const parts: DevicePart[] = [];
  for (const [i, partId] of loaded.stream.partIds.entries()) {
    const meta = await ports.store.getPartMeta(partId);
    if (!meta) throw new LocalUploadError('fatal', `Part ${partId} of stream ${loaded.stream.streamId} has no metadata`);
    const sha256 = meta.sha256 ?? (await ports.digest.sha256(await partSlices(ports, loaded.stream.streamId, partId)));
    parts.push({ partNumber: i + 1, size: meta.byteLength, sha256 });
  }
  return parts;
}

/** The upload machine's actors over the store, the upload API, the clock and the device's hashing. */
export function localUploadActors(ports: LocalUploadPorts) {
  const touch = (streamId: string) => ports.store.setUpdateTime({ streamId, updateTime: new Date(ports.clock.now()).toISOString() });
  return {
    loadStream: fromPromise<LoadedStream, { streamId: string }>(({ input }) => loadStream(ports, input.streamId)),
    openSession: fromPromise(async ({ input }: { input: { loaded: LoadedStream } }) => {
      const { stream } = input.loaded;
      const metadata = uploadMetadata(input.loaded);
      const session = await ports.api.openStream(
        stream.storyId,
        {
          type: stream.type,
          streamId: stream.streamId,
          recordingStart: stream.recordingStartTime,
          localTimeOffset: stream.localTimeOffset,
          sessionId: stream.sessionId,
          mimeType: metadata.mimeType,
          ...(stream.participantName ? { participantName: stream.participantName } : {}),
        },
        { guestToken: stream.guestToken },
      );
      const current = await ports.store.getStream(stream.streamId);
      if (!current) throw new LocalUploadError('fatal', `Local recording stream ${stream.streamId} does not exist`);
      await ports.store.putStream({ ...current, uploadId: session.uploadId, uploadKey: session.key, uploadToken: session.token });
      await touch(stream.streamId);
      return session;
    }),
    uploadPart: fromPromise<void, LocalUploadPartInput>(async ({ input }) => {
      const { stream } = input.loaded;
      const partId = stream.partIds[input.partNumber - 1];
      if (!partId || !(await ports.store.getPartMeta(partId)))
        throw new LocalUploadError('fatal', `Part ${input.partNumber} of stream ${stream.streamId} has no metadata`);
      const slices = await partSlices(ports, stream.streamId, partId);
      // Hashed as it is sent: the server's account of the part is compared with this before the device lets go.
      const size = slices.reduce((n, slice) => n + slice.byteLength, 0);
      const sha256 = await ports.digest.sha256(slices);
      const url = await ports.api.nextPartUrl(stream.storyId, input.session, { partNumber: input.partNumber, size, sha256 });
      await ports.api.putPart(url, slices);
      await ports.store.markPartUploaded(partId, sha256);
      await touch(stream.streamId);
    }),
    completeUpload: fromPromise<StoredCheck, { loaded: LoadedStream; session: StreamUploadSession }>(async ({ input }) => {
      const device = await deviceParts(ports, input.loaded);
      const server = await ports.api.completeStream(input.loaded.stream.storyId, input.session, uploadMetadata(input.loaded), device);
      return { device, server };
    }),
    uploadWhole: fromPromise<StoredCheck, { loaded: LoadedStream }>(async ({ input }) => {
      const { stream } = input.loaded;
      const parts: ArrayBuffer[] = [];
      for (const partId of stream.partIds) parts.push(...(await partSlices(ports, stream.streamId, partId)));
      const size = parts.reduce((n, slice) => n + slice.byteLength, 0);
      const sha256 = await ports.digest.sha256(parts);
      const stored = await ports.api.uploadWhole(
        stream.storyId,
        { id: stream.id, metadata: uploadMetadata(input.loaded), parts, size },
        { guestToken: stream.guestToken },
      );
      // The single-file form is one stream: its size and hash against the server's.
      return { device: [{ partNumber: 1, size, sha256 }], server: [{ PartNumber: 1, Size: stored.size, SHA256: stored.sha256 }] };
    }),
    /** Forgets a session whose stored parts differ from the device's: every part goes again in a new session. */
    resetUpload: fromPromise<void, { streamId: string }>(({ input }) => ports.store.resetUpload(input.streamId)),
    /** Notes on the stored stream why it is kept, so every page and later visit shows it. */
    markAttention: fromPromise<void, { streamId: string; failure: LocalUploadFailure }>(async ({ input }) => {
      const stream = await ports.store.getStream(input.streamId);
      if (stream)
        await ports.store.putStream({ ...stream, attention: { failure: input.failure, at: new Date(ports.clock.now()).toISOString() } });
    }),
    /** Notes on the stream that the person saved it to their computer. */
    markSaved: fromPromise<void, { streamId: string }>(async ({ input }) => {
      const stream = await ports.store.getStream(input.streamId);
      if (stream) await ports.store.putStream({ ...stream, savedToDiskAt: new Date(ports.clock.now()).toISOString() });
    }),
    deleteLocal: fromPromise<void, { streamId: string }>(({ input }) => ports.store.deleteStream(input.streamId)),
  } satisfies Parameters<typeof localUploadMachine.provide>[0]['actors'];
}
