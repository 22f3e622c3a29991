import { type LocalMediaRecording, pcm16Bytes, RECORDER_SLICE_MS, wavHeader } from '@storykeep/core';

/** The Web Audio and timer globals the WAV recorder uses, so tests can hand in their own. */
export interface WavRecorderGlobals {
  AudioContext: typeof AudioContext;
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (id: unknown) => void;
}

/** Samples per Web Audio callback: about 85 ms at 48 kHz. */
const FRAMES_PER_CALLBACK = 4096;

/**
 * Records the stream's microphone as mono 16-bit PCM WAV through Web Audio, for a browser without MediaRecorder (or an
 * organization that asks for WAV): a ScriptProcessor (in every browser with Web Audio, unlike AudioWorklet, which needs
 * a module served beside the app) hands over Float32 samples, mixed down to one channel; every 5 s the samples since the
 * last slice go out as 16-bit PCM, the first slice led by the RIFF/WAVE header at the context's real sample rate. The
 * header's length says "unknown", as its bytes are stored (and maybe uploaded) before the recording ends; the samples
 * simply run to the end of the file.
 */
export async function startWavRecording(
  stream: MediaStream,
  globals: WavRecorderGlobals,
  onSlice: (bytes: ArrayBuffer) => void,
  onError: (error: unknown) => void,
): Promise<LocalMediaRecording> {
  const context = new globals.AudioContext();
  const source = context.createMediaStreamSource(stream);
  const processor = context.createScriptProcessor(FRAMES_PER_CALLBACK, 1, 1);
  // One input channel: Web Audio mixes a stereo microphone down to mono before the callback sees it.
  processor.channelCount = 1;
  processor.channelCountMode = 'explicit';
  let pending: Float32Array[] = [];
  let headerSent = false;
  let paused = false;
  processor.onaudioprocess = (event: AudioProcessingEvent) => {
    // The buffer is reused by the browser: keep a copy.
    if (!paused) pending.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  };
  source.connect(processor);
  // A processor only runs while connected onwards; its output stays silent (nothing is written to it).
  processor.connect(context.destination);

  const flush = () => {
    const frames = pending.reduce((n, chunk) => n + chunk.length, 0);
    const samples = new Float32Array(frames);
    let at = 0;
    for (const chunk of pending) {
      samples.set(chunk, at);
      at += chunk.length;
    }
    pending = [];
    const pcm = new Uint8Array(pcm16Bytes(samples));
    if (headerSent) {
      onSlice(pcm.buffer);
      return;
    }
    headerSent = true;
    const header = new Uint8Array(wavHeader(context.sampleRate));
    const first = new Uint8Array(header.length + pcm.length);
    first.set(header, 0);
    first.set(pcm, header.length);
    onSlice(first.buffer);
  };
  const deliver = () => {
    try {
      flush();
    } catch (error) {
      onError(error);
    }
  };
  if (context.state === 'suspended') await context.resume().catch(() => undefined);
  const timer = globals.setInterval(deliver, RECORDER_SLICE_MS);
  let stopped: Promise<void> | null = null;
  return {
    mimeType: 'audio/wav',
    audio: { sampleRate: context.sampleRate, channelCount: 1 },
    pause: () => {
      paused = true;
    },
    resume: () => {
      paused = false;
    },
    stop: () => {
      stopped ??= (async () => {
        globals.clearInterval(timer);
        processor.onaudioprocess = null;
        source.disconnect();
        processor.disconnect();
        // The last samples (and, for a recording shorter than a slice, the header) are handed over before stop settles.
        flush();
        for (const track of stream.getTracks()) track.stop();
        await context.close().catch(() => undefined);
      })();
      return stopped;
    },
  };
}
