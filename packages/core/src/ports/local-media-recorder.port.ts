import type { LocalRecordingCapability } from '../model/local-recording.schema.js';

/** What to record and how the recorder hands its data over. */
export interface LocalMediaRecorderOptions {
  /** Record the camera as well as the microphone. */
  video: boolean;
  /** Wanted mime type; the recorder falls back to the default when the browser cannot record it. */
  mimeType?: string | undefined;
  /** Device ids chosen by the person, when not the defaults. */
  audioDeviceId?: string | undefined;
  videoDeviceId?: string | undefined;
  /** Video bits per second (the organization's flag; 4 Mbit/s by default). */
  videoBitsPerSecond?: number | undefined;
  /** The largest camera picture to capture (1920x1080 by default). */
  maxResolution?: { width: number; height: number } | undefined;
  /** Record mono 16-bit PCM WAV through Web Audio rather than MediaRecorder (a browser without one always does). */
  wav?: boolean | undefined;
  /** Receives each slice of recorded bytes, in order (empty slices included; the caller drops them). */
  onSlice(bytes: ArrayBuffer): void;
  /** The recorder or its devices failed mid-recording. */
  onError(error: unknown): void;
}

/** A recording under way. */
export interface LocalMediaRecording {
  /** The mime type actually recorded. */
  readonly mimeType: string;
  /** The microphone as captured (unprocessed): its sample rate and channels, where the browser tells. */
  readonly audio?: { sampleRate?: number; channelCount?: number };
  pause(): void;
  resume(): void;
  /** Stops recording; settles after the last slice was handed to `onSlice`, and releases the devices. */
  stop(): Promise<void>;
}

/** Records microphone (and camera) on this device in slices, as MediaRecorder does with a timeslice. */
export const LocalMediaRecorder = Symbol('LocalMediaRecorder');
export interface LocalMediaRecorder {
  /** Whether this browser can record locally at all (a recorder and somewhere to keep the bytes). */
  capability(): Promise<LocalRecordingCapability>;
  /** Opens the devices and starts recording; rejects when they cannot be opened. */
  start(options: LocalMediaRecorderOptions): Promise<LocalMediaRecording>;
}
