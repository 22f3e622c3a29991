import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { PocketsphinxSpeechToText } from '@storykeep/server';
import { microphoneWav } from './microphone.js';
import { loopedScriptWer } from './word-error-rate.js';

/**
 * A speech file for one participant's fake microphone: flite speaks the script, then comes a second of silence, so
 * the loop Chromium plays pauses between sentences as a speaker would.
 */
export function speech(dir: string, name: string, voice: 'rms' | 'slt', script: string): string {
  mkdirSync(dir, { recursive: true });
  const raw = join(dir, `${name}-flite.wav`);
  execFileSync('flite', ['-voice', voice, '-t', script, '-o', raw]);
  return microphoneWav(['-i', raw, '-af', 'apad=pad_dur=1'], join(dir, `${name}.wav`));
}

/**
 * The word error rate of the speech file itself, looped for `seconds` as the fake microphone loops it and decoded by
 * the server's own recogniser: what the recorded track would score had the browser, the recording and the upload
 * changed nothing. A track's rate is read against this, so the voice's and the script's own difficulty is not taken
 * for the recording path's.
 */
export async function directDecodeWer(wav: string, script: string, seconds: number): Promise<ReturnType<typeof loopedScriptWer>> {
  const looped = wav.replace(/\.wav$/, `-looped-${seconds}s.wav`);
  execFileSync('ffmpeg', ['-y', '-loglevel', 'error', '-stream_loop', '-1', '-i', wav, '-t', String(seconds), looped]);
  const { words } = await new PocketsphinxSpeechToText().transcribe(looped, {});
  return loopedScriptWer(script, words.map((w) => w.text).join(' '));
}

/** A stored track's audio as ffprobe reads it: codec, sample rate and channels. */
export interface TrackFormat {
  codec: string;
  sampleRate: number;
  channels: number;
}

/** The first audio stream's format of a media file. */
export function audioFormat(path: string): TrackFormat {
  const out = execFileSync('ffprobe', [
    '-v',
    'error',
    '-select_streams',
    'a:0',
    '-show_entries',
    'stream=codec_name,sample_rate,channels',
    '-of',
    'json',
    path,
  ]).toString();
  const [stream] = (JSON.parse(out) as { streams: Array<{ codec_name: string; sample_rate: string; channels: number }> }).streams;
  if (!stream) throw new Error(`${path} holds no audio`);
  return { codec: stream.codec_name, sampleRate: Number(stream.sample_rate), channels: stream.channels };
}

/** The audio format of every stream object the server stored for a story, read from the e2e server's data folder. */
export function storedTrackFormats(storyId: string, dataDir = process.env.E2E_DATA): TrackFormat[] {
  if (!dataDir) throw new Error('E2E_DATA is not set');
  const dir = join(dataDir, 'media', 'objects', 'stories', storyId, 'streams');
  return readdirSync(dir)
    .sort()
    .map((name) => audioFormat(join(dir, name)));
}
