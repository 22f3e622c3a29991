import { fromCallback, fromPromise } from 'xstate';
import type { LocalRecordingCapability } from '../../model/local-recording.schema.js';
import type { Clock } from '../../ports/clock.port.js';
import type { LocalMediaRecorder, LocalMediaRecording } from '../../ports/local-media-recorder.port.js';
import type { LocalRecordingStore } from '../../ports/local-recording-store.port.js';
import type { StorageEstimate, StorageQuota } from '../../ports/storage-quota.port.js';
import type { RecorderCommand, RecordingRequest } from './local-recorder.machine.js';
import { LocalRecordingWriter } from './local-recording-writer.js';

/** The ports a local recording works through. */
export interface LocalRecorderPorts {
  recorder: LocalMediaRecorder;
  store: LocalRecordingStore;
  quota: StorageQuota;
  clock: Clock;
  newId: () => string;
  /** Bytes at which a part closes (30 MiB unless a test wants smaller parts). */
  partLimit?: number;
}

/** The recorder machine's actors over the media recorder, the store, the storage estimate and the clock. */
export function localRecorderActors(ports: LocalRecorderPorts) {
  return {
    checkCapability: fromPromise<LocalRecordingCapability>(() => ports.recorder.capability()),
    estimateStorage: fromPromise<StorageEstimate | undefined>(() => ports.quota.estimate()),
    record: fromCallback<RecorderCommand, RecordingRequest>(({ input, sendBack, receive }) => {
      // Streaming off: parts wait for the stop and go up as one file, so a closed part is not announced.
      const streaming = input.settings?.streaming !== false;
      const writer = new LocalRecordingWriter(ports.store, ports.clock, ports.newId, ports.partLimit, (streamId, partId) => {
        if (streaming) sendBack({ type: 'recorder.partClosed', streamId, partId });
      });
      let recording: LocalMediaRecording | null = null;
      let finished: Promise<void> | null = null;
      let stopRequested = false;
      const fail = (error: unknown) => sendBack({ type: 'recorder.failed', error });
      // Stops the devices, then stores the stop time once every slice is stored.
      const finish = (): Promise<void> => {
        finished ??= (recording ? recording.stop() : Promise.resolve()).then(() => writer.finish()).then(() => undefined);
        return finished;
      };
      const ready = ports.recorder
        .start({
          video: input.video,
          mimeType: input.mimeType ?? input.settings?.mimeType,
          audioDeviceId: input.audioDeviceId,
          videoDeviceId: input.videoDeviceId,
          videoBitsPerSecond: input.settings?.videoBitsPerSecond,
          maxResolution: input.settings?.maxResolution,
          wav: input.settings?.wav,
          onSlice: (bytes) => {
            writer.append(bytes).catch(fail);
          },
          onError: fail,
        })
        .then(async (started) => {
          recording = started;
          await writer.begin({
            streamId: input.streamId,
            storyId: input.storyId,
            sessionId: input.sessionId,
            userId: input.userId,
            // The WAV recorder keeps sound only, even in a call with the camera on.
            type: input.video && !started.mimeType.startsWith('audio/') ? 'video' : 'audio',
            mimeType: started.mimeType,
            localTimeOffset: input.localTimeOffset ?? 0,
            participantName: input.participantName,
            guestToken: input.guestToken,
            singleFile: input.settings?.streaming === false,
          });
          if (!stopRequested)
            sendBack({ type: 'recorder.started', mimeType: started.mimeType, startedAt: new Date(ports.clock.now()).toISOString() });
        });
      ready.catch(fail);
      receive((command) => {
        if (command.type === 'pause') recording?.pause();
        else if (command.type === 'resume') recording?.resume();
        else {
          stopRequested = true;
          ready.then(finish).then(
            () => sendBack({ type: 'recorder.stopped' }),
            (error: unknown) => fail(error),
          );
        }
      });
      // Leaving the page (or the machine) mid-recording still flushes what the recorder holds.
      return () => {
        stopRequested = true;
        ready.then(finish).catch(() => undefined);
      };
    }),
  };
}
