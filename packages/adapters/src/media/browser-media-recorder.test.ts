import { describe, expect, it } from 'vitest';
import { BrowserMediaRecorder, supportedRecordingType } from './browser-media-recorder.js';

/** A MediaRecorder that hands over the blobs the test gives, as the browser's does. */
class ScriptedRecorder extends EventTarget {
  static last: ScriptedRecorder | null = null;
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: RecordingState = 'inactive';
  timeslice = 0;
  ondataavailable: ((event: BlobEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options: MediaRecorderOptions,
  ) {
    super();
    ScriptedRecorder.last = this;
  }
  get mimeType() {
    return this.options.mimeType ?? '';
  }
  start(timeslice: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.emit(new Blob([new Uint8Array([9])]));
    this.dispatchEvent(new Event('stop'));
  }
  emit(data: Blob) {
    this.ondataavailable?.({ data } as BlobEvent);
  }
}

/** A microphone that offers up to `maxRate` Hz, starts at 48 kHz, and takes a rate it offers when asked. */
function microphone(maxRate: number | undefined) {
  const settings = { sampleRate: 48_000, channelCount: 1 };
  const applied: MediaTrackConstraints[] = [];
  const track = {
    stop: () => undefined,
    getCapabilities: () => (maxRate ? { sampleRate: { min: 8000, max: maxRate } } : {}),
    getSettings: () => ({ ...settings }),
    applyConstraints: async (c: MediaTrackConstraints) => {
      applied.push(c);
      if (typeof c.sampleRate === 'number' && maxRate && c.sampleRate <= maxRate) settings.sampleRate = c.sampleRate;
    },
  };
  return { track, applied };
}

function recorder(withIdb = true, maxRate: number | undefined = 48_000) {
  const stopped: string[] = [];
  const constraints: MediaStreamConstraints[] = [];
  const mic = microphone(maxRate);
  const stream = {
    getTracks: () => [{ stop: () => stopped.push('track') }],
    getAudioTracks: () => [mic.track],
  } as unknown as MediaStream;
  const adapter = new BrowserMediaRecorder(() => ({
    MediaRecorder: ScriptedRecorder as unknown as typeof MediaRecorder,
    ...(withIdb ? { indexedDB: {} as IDBFactory } : {}),
    getUserMedia: async (c) => {
      constraints.push(c);
      return stream;
    },
  }));
  return { adapter, stopped, constraints, applied: mic.applied };
}

describe('BrowserMediaRecorder', () => {
  it('tells what is missing to record locally', async () => {
    expect(await recorder().adapter.capability()).toBe('CAPABLE');
    expect(await recorder(false).adapter.capability()).toBe('IDB_UNAVAILABLE');
    expect(await new BrowserMediaRecorder(() => ({})).capability()).toBe('MEDIA_RECORDER_UNAVAILABLE');
  });

  it('records Opus in 5 s slices at 48 kbit/s and hands every slice over in order, the last one before stop settles', async () => {
    const { adapter, stopped, constraints } = recorder();
    const slices: number[][] = [];
    const recording = await adapter.start({ video: false, onSlice: (b) => slices.push([...new Uint8Array(b)]), onError: () => undefined });
    const native = ScriptedRecorder.last as ScriptedRecorder;
    expect(constraints).toEqual([{ audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false }, video: false }]);
    expect(recording.audio).toEqual({ sampleRate: 48_000, channelCount: 1 });
    expect(native.timeslice).toBe(5000);
    expect(native.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 48_000 });
    expect(recording.mimeType).toBe('audio/webm;codecs=opus');
    native.emit(new Blob([new Uint8Array([1, 2])]));
    native.emit(new Blob([new Uint8Array([3])]));
    recording.pause();
    expect(native.state).toBe('paused');
    recording.resume();
    await recording.stop();
    expect(slices).toEqual([[1, 2], [3], [9]]);
    expect(stopped).toEqual(['track']);
  });

  it('asks for the camera at up to 1920x1080 and 4 Mbit/s when video is chosen, falling back where the type is unsupported', async () => {
    const { adapter, constraints } = recorder();
    const recording = await adapter.start({ video: true, videoDeviceId: 'cam', onSlice: () => undefined, onError: () => undefined });
    expect(constraints[0]?.video).toEqual({ deviceId: { exact: 'cam' }, width: { max: 1920 }, height: { max: 1080 } });
    expect(ScriptedRecorder.last?.options).toEqual({ audioBitsPerSecond: 48_000, videoBitsPerSecond: 4_000_000 });
    expect(recording.mimeType).toBe('video/webm;codecs=vp8,opus');
  });

  it('captures the chosen microphone without echo cancellation, noise suppression or automatic gain, at its highest sample rate', async () => {
    const { adapter, constraints, applied } = recorder(true, 96_000);
    const recording = await adapter.start({ video: false, audioDeviceId: 'mic', onSlice: () => undefined, onError: () => undefined });
    const archival = { deviceId: { exact: 'mic' }, echoCancellation: false, noiseSuppression: false, autoGainControl: false };
    expect(constraints[0]?.audio).toEqual(archival);
    expect(applied).toEqual([{ ...archival, sampleRate: 96_000 }]);
    expect(recording.audio).toEqual({ sampleRate: 96_000, channelCount: 1 });
    // A microphone already at its highest rate, or one that does not tell, is left as it is.
    expect(
      (await recorder(true, 48_000).adapter.start({ video: false, onSlice: () => undefined, onError: () => undefined })).audio,
    ).toEqual({
      sampleRate: 48_000,
      channelCount: 1,
    });
    const silent = recorder(true, undefined);
    await silent.adapter.start({ video: false, onSlice: () => undefined, onError: () => undefined });
    expect(silent.applied).toEqual([]);
  });
});

describe('BrowserMediaRecorder with the organization’s settings', () => {
  it('records in the format asked, at the video bitrate asked, with the camera capped at the largest picture asked', async () => {
    const { adapter, constraints } = recorder();
    ScriptedRecorder.isTypeSupported = (type: string) => type.startsWith('audio/webm') || type === 'video/webm;codecs=vp9,opus';
    try {
      const recording = await adapter.start({
        video: true,
        mimeType: 'video/webm;codecs=vp9,opus',
        videoBitsPerSecond: 1_500_000,
        maxResolution: { width: 1280, height: 720 },
        onSlice: () => undefined,
        onError: () => undefined,
      });
      expect(constraints[0]?.video).toEqual({ width: { max: 1280 }, height: { max: 720 } });
      expect(ScriptedRecorder.last?.options).toEqual({
        mimeType: 'video/webm;codecs=vp9,opus',
        audioBitsPerSecond: 48_000,
        videoBitsPerSecond: 1_500_000,
      });
      expect(recording.mimeType).toBe('video/webm;codecs=vp9,opus');
    } finally {
      ScriptedRecorder.isTypeSupported = (type: string) => type.startsWith('audio/webm');
    }
  });

  it('falls back to audio/webm;codecs=opus when the browser cannot record the format asked, and keeps audio-only recordings audio', async () => {
    const { adapter } = recorder();
    const recording = await adapter.start({ video: false, mimeType: 'audio/mp4', onSlice: () => undefined, onError: () => undefined });
    expect(ScriptedRecorder.last?.options).toEqual({ mimeType: 'audio/webm;codecs=opus', audioBitsPerSecond: 48_000 });
    expect(recording.mimeType).toBe('audio/webm;codecs=opus');
    // A video format without a camera asks for its audio form.
    const asked: string[] = [];
    const isTypeSupported = (type: string) => {
      asked.push(type);
      return false;
    };
    expect(supportedRecordingType({ isTypeSupported }, 'video/webm;codecs=vp8,opus', false)).toBe('');
    expect(asked).toEqual(['audio/webm;codecs=opus', 'audio/webm;codecs=opus']);
  });

  it('records a camera in the video default when the organization names an audio format, which cannot hold a picture', () => {
    const isTypeSupported = (type: string) => type.startsWith('audio/webm') || type.startsWith('video/webm');
    expect(supportedRecordingType({ isTypeSupported }, 'audio/webm;codecs=opus', true)).toBe('video/webm;codecs=vp8,opus');
    expect(supportedRecordingType({ isTypeSupported }, 'audio/webm;codecs=opus', false)).toBe('audio/webm;codecs=opus');
  });
});
