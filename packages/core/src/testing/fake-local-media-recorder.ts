import type { LocalRecordingCapability } from '../model/local-recording.schema.js';
import type { LocalMediaRecorder, LocalMediaRecorderOptions, LocalMediaRecording } from '../ports/local-media-recorder.port.js';
import type { StorageEstimate, StorageQuota } from '../ports/storage-quota.port.js';

/** A recorder the test drives: it hands over the slices the test gives, and records pause, resume and stop. */
export class FakeLocalMediaRecorder implements LocalMediaRecorder {
  capabilityValue: LocalRecordingCapability = 'CAPABLE';
  mimeType = 'audio/webm;codecs=opus';
  startError: unknown = null;
  readonly log: string[] = [];
  private options: LocalMediaRecorderOptions | null = null;
  /** Bytes the recorder still holds; handed over as a last slice on stop. */
  pendingOnStop: ArrayBuffer | null = null;

  async capability(): Promise<LocalRecordingCapability> {
    return this.capabilityValue;
  }

  async start(options: LocalMediaRecorderOptions): Promise<LocalMediaRecording> {
    if (this.startError) throw this.startError;
    this.options = options;
    this.log.push(`start:${options.video ? 'video' : 'audio'}`);
    return {
      mimeType: this.mimeType,
      pause: () => this.log.push('pause'),
      resume: () => this.log.push('resume'),
      stop: async () => {
        this.log.push('stop');
        if (this.pendingOnStop) options.onSlice(this.pendingOnStop);
        this.pendingOnStop = null;
      },
    };
  }

  /** What the last recording was started with (null before any). */
  get startedWith(): LocalMediaRecorderOptions | null {
    return this.options;
  }

  /** Hands one slice to the recording, as MediaRecorder's dataavailable does. */
  slice(bytes: ArrayBuffer): void {
    if (!this.options) throw new Error('Not recording');
    this.options.onSlice(bytes);
  }

  fail(error: unknown): void {
    this.options?.onError(error);
  }
}

/** A storage estimate the test sets. */
export class FakeStorageQuota implements StorageQuota {
  value: StorageEstimate | undefined = { usage: 0, quota: 10_000_000_000 };
  calls = 0;

  async estimate(): Promise<StorageEstimate | undefined> {
    this.calls += 1;
    return this.value;
  }
}
