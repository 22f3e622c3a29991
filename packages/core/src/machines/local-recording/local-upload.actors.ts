import { fromPromise } from 'xstate';
import type { LocalRecordingPartStatus } from '../../model/local-recording-stream.schema.js';
import type { Clock } from '../../ports/clock.port.js';
import type { LocalRecordingStore } from '../../ports/local-recording-store.port.js';
import type { LocalRecordingUploadApi, RecordingUploadMetadata, StreamUploadSession } from '../../ports/local-recording-upload-api.port.js';
import { DEFAULT_RECORDING_MIME_TYPE } from '../../util/constants.js';
import type { LocalUploadPartInput, localUploadMachine } from './local-upload.machine.js';
import { type LoadedStream, LocalUploadError } from './local-upload.types.js';

/** The ports a stream's upload works through. */
export interface LocalUploadPorts {
  store: LocalRecordingStore;
  api: LocalRecordingUploadApi;
  clock: Clock;
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

/** The upload machine's actors over the store, the upload API and the clock. */
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
      const url = await ports.api.nextPartUrl(stream.storyId, input.session, input.partNumber);
      await ports.api.putPart(url, slices);
      await ports.store.markPartUploaded(partId);
      await touch(stream.streamId);
    }),
    completeUpload: fromPromise(async ({ input }: { input: { loaded: LoadedStream; session: StreamUploadSession } }) => {
      await ports.api.completeStream(input.loaded.stream.storyId, input.session, uploadMetadata(input.loaded));
    }),
    uploadWhole: fromPromise<void, { loaded: LoadedStream }>(async ({ input }) => {
      const { stream } = input.loaded;
      const parts: ArrayBuffer[] = [];
      for (const partId of stream.partIds) parts.push(...(await partSlices(ports, stream.streamId, partId)));
      await ports.api.uploadWhole(
        stream.storyId,
        { id: stream.id, metadata: uploadMetadata(input.loaded), parts },
        { guestToken: stream.guestToken },
      );
    }),
    deleteLocal: fromPromise<void, { streamId: string }>(({ input }) => ports.store.deleteStream(input.streamId)),
  } satisfies Parameters<typeof localUploadMachine.provide>[0]['actors'];
}
