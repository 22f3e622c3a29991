import type { LocalRecordingStreamStatus } from '../../model/local-recording-stream.schema.js';
import type { LoadedStream, LocalUploadContext } from './local-upload.types.js';

/** The status-page view of a stream's upload: parts sent, bytes, and the part on its way. */
export function streamStatus(
  context: Pick<LocalUploadContext, 'loaded' | 'sending'>,
  state: LocalRecordingStreamStatus['state'],
): LocalRecordingStreamStatus {
  const loaded = context.loaded;
  if (!loaded) throw new Error('The stream has not been loaded');
  const parts = loaded.parts.map((p, i) =>
    p.state !== 'uploaded' && context.sending === i + 1 && state === 'uploading' ? { ...p, state: 'uploading' as const } : p,
  );
  const uploaded = state === 'completed' ? parts.map((p) => ({ ...p, state: 'uploaded' as const })) : parts;
  const done = uploaded.filter((p) => p.state === 'uploaded');
  const { stream } = loaded;
  return {
    storyId: stream.storyId,
    userId: stream.userId,
    recordingStartTime: stream.recordingStartTime,
    recordingStopTime: stream.recordingStopTime,
    type: stream.type,
    streamId: stream.streamId,
    partsUploaded: done.length,
    uploadedBytes: done.reduce((n, p) => n + p.byteLength, 0),
    partBytes: uploaded.reduce((n, p) => n + p.byteLength, 0),
    parts: uploaded,
    state,
  };
}

/** The status-page view of a stream as the device stores it, with no part on its way. */
export function storedStreamStatus(loaded: LoadedStream, state: LocalRecordingStreamStatus['state']): LocalRecordingStreamStatus {
  return streamStatus({ loaded, sending: null }, state);
}
