import { decodeWav, pcm16Bytes } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { BrowserMediaRecorder } from './browser-media-recorder.js';
import type { WavRecorderGlobals } from './wav-media-recorder.js';

/** An AudioContext whose script processor the test feeds, at the sample rate the test chooses. */
function webAudio(sampleRate: number) {
  const log: string[] = [];
  const processor = {
    channelCount: 2,
    channelCountMode: 'max',
    onaudioprocess: null as ((event: AudioProcessingEvent) => void) | null,
    connect: () => log.push('processor→destination'),
    disconnect: () => log.push('processor disconnected'),
  };
  class FakeAudioContext {
    readonly sampleRate = sampleRate;
    state = 'suspended';
    readonly destination = {};
    createMediaStreamSource = () => ({
      connect: () => log.push('microphone→processor'),
      disconnect: () => log.push('microphone disconnected'),
    });
    createScriptProcessor = (frames: number, inputs: number, outputs: number) => {
      log.push(`processor:${frames}:${inputs}:${outputs}`);
      return processor;
    };
    resume = async () => {
      this.state = 'running';
    };
    close = async () => {
      log.push('closed');
    };
  }
  // Timers the test runs by hand: no real waiting.
  const timers = new Map<number, { handler: () => void; ms: number }>();
  let nextTimer = 0;
  const globals: WavRecorderGlobals = {
    AudioContext: FakeAudioContext as unknown as typeof AudioContext,
    setInterval: (handler, ms) => {
      timers.set(++nextTimer, { handler, ms });
      return nextTimer;
    },
    clearInterval: (id) => timers.delete(id as number),
  };
  const feed = (samples: number[]) => {
    const data = new Float32Array(samples);
    processor.onaudioprocess?.({ inputBuffer: { getChannelData: () => data } } as unknown as AudioProcessingEvent);
    data.fill(0); // the browser reuses its buffer
  };
  const tick = () => {
    for (const timer of timers.values()) timer.handler();
  };
  return { globals, log, processor, timers, feed, tick };
}

function wavRecorder(sampleRate: number, withMediaRecorder: boolean) {
  const audio = webAudio(sampleRate);
  const stopped: string[] = [];
  const constraints: MediaStreamConstraints[] = [];
  const stream = { getTracks: () => [{ stop: () => stopped.push('track') }], getAudioTracks: () => [] } as unknown as MediaStream;
  const adapter = new BrowserMediaRecorder(() => ({
    ...(withMediaRecorder ? { MediaRecorder: class {} as unknown as typeof MediaRecorder } : {}),
    indexedDB: {} as IDBFactory,
    getUserMedia: async (c) => {
      constraints.push(c);
      return stream;
    },
    wav: audio.globals,
  }));
  return { adapter, audio, stopped, constraints };
}

const joined = (slices: ArrayBuffer[]) => {
  const all = new Uint8Array(slices.reduce((n, s) => n + s.byteLength, 0));
  let at = 0;
  for (const slice of slices) {
    all.set(new Uint8Array(slice), at);
    at += slice.byteLength;
  }
  return all.buffer;
};

describe('the WAV recorder', () => {
  it('lets a browser without MediaRecorder record, where it has Web Audio', async () => {
    expect(await wavRecorder(48_000, false).adapter.capability()).toBe('CAPABLE');
    expect(
      await new BrowserMediaRecorder(() => ({ indexedDB: {} as IDBFactory, getUserMedia: async () => ({}) as MediaStream })).capability(),
    ).toBe('MEDIA_RECORDER_UNAVAILABLE');
  });

  for (const withMediaRecorder of [false, true])
    it(`records mono 16-bit WAV at the real sample rate in 5 s slices ${withMediaRecorder ? '(asked by the organization)' : '(no MediaRecorder)'}`, async () => {
      const { adapter, audio, stopped, constraints } = wavRecorder(44_100, withMediaRecorder);
      const slices: ArrayBuffer[] = [];
      const recording = await adapter.start({ video: true, wav: true, onSlice: (b) => slices.push(b), onError: () => undefined });
      expect(recording.mimeType).toBe('audio/wav');
      expect(recording.audio).toEqual({ sampleRate: 44_100, channelCount: 1 });
      // Sound only: the camera is not opened.
      expect(constraints[0]?.video).toBe(false);
      expect(audio.log).toEqual(['processor:4096:1:1', 'microphone→processor', 'processor→destination']);
      expect([audio.processor.channelCount, audio.processor.channelCountMode]).toEqual([1, 'explicit']);
      expect([...audio.timers.values()].map((t) => t.ms)).toEqual([5000]);

      audio.feed([0, 0.5, -0.5]);
      audio.feed([1, -1]);
      audio.tick();
      expect(slices).toHaveLength(1);
      expect(slices[0]?.byteLength).toBe(44 + 5 * 2);
      recording.pause();
      audio.feed([0.25, 0.25]);
      recording.resume();
      audio.feed([0.75]);
      audio.tick();
      audio.feed([-0.25]);
      await recording.stop();
      expect(slices).toHaveLength(3);
      expect(audio.timers.size).toBe(0);
      expect(stopped).toEqual(['track']);
      expect(audio.log.slice(-3)).toEqual(['microphone disconnected', 'processor disconnected', 'closed']);

      const file = decodeWav(joined(slices));
      expect({ sampleRate: file.sampleRate, channels: file.channels, bitsPerSample: file.bitsPerSample }).toEqual({
        sampleRate: 44_100,
        channels: 1,
        bitsPerSample: 16,
      });
      expect(file.samples).toEqual(new Int16Array(pcm16Bytes(new Float32Array([0, 0.5, -0.5, 1, -1, 0.75, -0.25]))));
    });

  it('a recording shorter than a slice still hands over a whole WAV file on stop', async () => {
    const { adapter, audio } = wavRecorder(48_000, false);
    const slices: ArrayBuffer[] = [];
    const recording = await adapter.start({ video: false, onSlice: (b) => slices.push(b), onError: () => undefined });
    audio.feed([0.1]);
    await recording.stop();
    await recording.stop();
    expect(slices).toHaveLength(1);
    expect(decodeWav(slices[0] as ArrayBuffer).samples).toEqual(new Int16Array(pcm16Bytes(new Float32Array([0.1]))));
  });
});
