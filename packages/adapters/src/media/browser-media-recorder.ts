import {
  AUDIO_BITRATE,
  DEFAULT_LOCAL_MAX_RESOLUTION,
  DEFAULT_RECORDING_MIME_TYPE,
  DEFAULT_VIDEO_BITRATE,
  type LocalMediaRecorder,
  type LocalMediaRecorderOptions,
  type LocalMediaRecording,
  type LocalRecordingCapability,
  RECORDER_SLICE_MS,
  recordingFormatFor,
} from '@storykeep/core';
import type { WavRecorderGlobals } from './wav-media-recorder.js';

/** Recorded when a camera is chosen and no type is asked for. */
const DEFAULT_VIDEO_MIME_TYPE = 'video/webm;codecs=vp8,opus';

/** The browser globals the recorder uses, so tests can hand in their own. */
export interface MediaGlobals {
  MediaRecorder?: typeof MediaRecorder;
  indexedDB?: IDBFactory;
  getUserMedia?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
  /** Web Audio and timers, for the WAV recorder. */
  wav?: WavRecorderGlobals;
}

function browserGlobals(): MediaGlobals {
  const g = globalThis as unknown as {
    MediaRecorder?: typeof MediaRecorder;
    AudioContext?: typeof AudioContext;
    indexedDB?: IDBFactory;
    navigator?: Navigator;
  };
  const media = g.navigator?.mediaDevices;
  return {
    ...(g.MediaRecorder ? { MediaRecorder: g.MediaRecorder } : {}),
    ...(g.indexedDB ? { indexedDB: g.indexedDB } : {}),
    ...(media ? { getUserMedia: (c: MediaStreamConstraints) => media.getUserMedia(c) } : {}),
    ...(g.AudioContext
      ? {
          wav: {
            AudioContext: g.AudioContext,
            setInterval: (handler: () => void, ms: number) => globalThis.setInterval(handler, ms),
            clearInterval: (id: unknown) => globalThis.clearInterval(id as ReturnType<typeof setInterval>),
          },
        }
      : {}),
  };
}

/**
 * The type to record: the one asked for (made audio-only without a camera) where the browser records it, else the
 * default for audio (`audio/webm;codecs=opus`) or video; empty (the browser's own choice) when it records none of them.
 */
export function supportedRecordingType(
  Recorder: Pick<typeof MediaRecorder, 'isTypeSupported'>,
  wanted: string | undefined,
  video: boolean,
): string {
  const asked = wanted ? recordingFormatFor(wanted, video) : undefined;
  // An audio format cannot hold the camera's picture: with a camera, the organization's audio format (the default
  // flag is audio/webm;codecs=opus) gives way to the video default, or MediaRecorder refuses to start.
  const candidates = [
    ...(asked && !(video && asked.startsWith('audio/')) ? [asked] : []),
    video ? DEFAULT_VIDEO_MIME_TYPE : DEFAULT_RECORDING_MIME_TYPE,
  ];
  return candidates.find((type) => Recorder.isTypeSupported(type)) ?? '';
}

/**
 * The microphone as it is, for the archive: the call keeps its echo cancellation, noise suppression and automatic
 * gain (they help people hear each other), but the local recording is captured again without them, so nothing the
 * processing took out or pumped up is lost for good.
 */
export function archivalAudio(deviceId: string | undefined): MediaTrackConstraints {
  return {
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
    echoCancellation: false,
    noiseSuppression: false,
    autoGainControl: false,
  };
}

/** Raises the microphone to the highest sample rate it offers, where the browser tells and it is above the one given. */
async function highestSampleRate(track: MediaStreamTrack | undefined, constraints: MediaTrackConstraints): Promise<void> {
  const offered = track?.getCapabilities?.().sampleRate?.max;
  const current = track?.getSettings?.().sampleRate;
  if (!track || !offered || (current && current >= offered)) return;
  // A device that refuses keeps the rate it has: the recording goes on either way.
  await track.applyConstraints({ ...constraints, sampleRate: offered }).catch(() => undefined);
}

/**
 * LocalMediaRecorder over MediaRecorder: a slice every 5 s, in the organization's format (Opus audio by default) with
 * audio at 48 kbit/s and, when a camera is chosen, video at the organization's bitrate (4 Mbit/s by default) and at
 * most its largest picture (1920x1080 by default). Slices are handed over strictly in order, and stopping waits for
 * the last. Without MediaRecorder, or when the organization asks for WAV, it records mono 16-bit WAV through Web Audio
 * (`wav-media-recorder.ts`, loaded only then).
 */
export class BrowserMediaRecorder implements LocalMediaRecorder {
  constructor(private readonly globals: () => MediaGlobals = browserGlobals) {}

  async capability(): Promise<LocalRecordingCapability> {
    const { MediaRecorder: Recorder, indexedDB, getUserMedia, wav } = this.globals();
    // A browser without MediaRecorder still records, as WAV, where it has Web Audio.
    if ((!Recorder && !wav) || !getUserMedia) return 'MEDIA_RECORDER_UNAVAILABLE';
    if (!indexedDB) return 'IDB_UNAVAILABLE';
    return 'CAPABLE';
  }

  async start(options: LocalMediaRecorderOptions): Promise<LocalMediaRecording> {
    const { MediaRecorder: Recorder, getUserMedia, wav } = this.globals();
    const asWav = Boolean(wav && (options.wav || !Recorder));
    if ((!Recorder && !asWav) || !getUserMedia) throw new Error('MediaRecorder is not available');
    const audio = archivalAudio(options.audioDeviceId);
    const largest = options.maxResolution ?? DEFAULT_LOCAL_MAX_RESOLUTION;
    // The WAV recorder keeps sound only: the camera is not opened for it.
    const video = options.video && !asWav;
    const stream = await getUserMedia({
      audio,
      video: video
        ? {
            ...(options.videoDeviceId ? { deviceId: { exact: options.videoDeviceId } } : {}),
            width: { max: largest.width },
            height: { max: largest.height },
          }
        : false,
    });
    const microphone = stream.getAudioTracks?.()[0];
    await highestSampleRate(microphone, audio);
    if (asWav && wav) {
      const { startWavRecording } = await import('./wav-media-recorder.js');
      return startWavRecording(stream, wav, options.onSlice, options.onError);
    }
    if (!Recorder) throw new Error('MediaRecorder is not available');
    const captured = microphone?.getSettings?.() ?? {};
    const mimeType = supportedRecordingType(Recorder, options.mimeType, video);
    const wanted = mimeType || (video ? DEFAULT_VIDEO_MIME_TYPE : DEFAULT_RECORDING_MIME_TYPE);
    const recorder = new Recorder(stream, {
      ...(mimeType ? { mimeType } : {}),
      audioBitsPerSecond: AUDIO_BITRATE,
      ...(video ? { videoBitsPerSecond: options.videoBitsPerSecond ?? DEFAULT_VIDEO_BITRATE } : {}),
    });
    // Blob.arrayBuffer() may settle out of order: chain them so bytes are stored in recording order.
    let delivered: Promise<void> = Promise.resolve();
    recorder.ondataavailable = (event: BlobEvent) => {
      const blob = event.data;
      delivered = delivered.then(async () => options.onSlice(await blob.arrayBuffer())).catch(options.onError);
    };
    recorder.onerror = (event) => options.onError((event as unknown as { error?: unknown }).error ?? event);
    const stopped = new Promise<void>((resolve) => {
      recorder.addEventListener('stop', () => resolve(), { once: true });
    });
    recorder.start(RECORDER_SLICE_MS);
    const release = () => {
      for (const track of stream.getTracks()) track.stop();
    };
    return {
      mimeType: recorder.mimeType || mimeType || wanted,
      audio: {
        ...(captured.sampleRate ? { sampleRate: captured.sampleRate } : {}),
        ...(captured.channelCount ? { channelCount: captured.channelCount } : {}),
      },
      pause: () => {
        if (recorder.state === 'recording') recorder.pause();
      },
      resume: () => {
        if (recorder.state === 'paused') recorder.resume();
      },
      stop: async () => {
        if (recorder.state !== 'inactive') recorder.stop();
        await stopped;
        release();
        await delivered;
      },
    };
  }
}
