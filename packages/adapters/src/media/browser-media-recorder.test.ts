import { describe, expect, it } from 'vitest';
import { BrowserMediaRecorder } from './browser-media-recorder.js';

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

function recorder(withIdb = true) {
  const stopped: string[] = [];
  const constraints: MediaStreamConstraints[] = [];
  const stream = { getTracks: () => [{ stop: () => stopped.push('track') }] } as unknown as MediaStream;
  const adapter = new BrowserMediaRecorder(() => ({
    MediaRecorder: ScriptedRecorder as unknown as typeof MediaRecorder,
    ...(withIdb ? { indexedDB: {} as IDBFactory } : {}),
    getUserMedia: async (c) => {
      constraints.push(c);
      return stream;
    },
  }));
  return { adapter, stopped, constraints };
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
    expect(constraints).toEqual([{ audio: true, video: false }]);
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
});
