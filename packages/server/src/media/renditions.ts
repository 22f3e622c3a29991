import type { MediaInfo } from '@storykeep/core';
import { ffmpeg } from './media-tools.js';
import { probe } from './probe.js';

const AAC = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2'];
// moov first: a browser starts playing and seeking before the whole file has arrived.
const FASTSTART = ['-movflags', '+faststart'];

/** Arguments for a web-playable H.264/AAC MP4 of a video (even dimensions, 4:2:0, as every browser decodes). */
export function videoRenditionArgs(input: string, output: string, withAudio: boolean): string[] {
  return [
    '-i',
    input,
    '-map',
    '0:v:0',
    ...(withAudio ? ['-map', '0:a:0', ...AAC] : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-crf',
    '23',
    '-pix_fmt',
    'yuv420p',
    '-vf',
    'scale=trunc(iw/2)*2:trunc(ih/2)*2',
    ...FASTSTART,
    '-f',
    'mp4',
    output,
  ];
}

/** AAC in an M4A container: the web rendition of audio and the audio-only rendition of video. */
export function audioRenditionArgs(input: string, output: string): string[] {
  return ['-i', input, '-map', '0:a:0', '-vn', ...AAC, ...FASTSTART, '-f', 'mp4', output];
}

/** 16 kHz mono 16-bit PCM WAV, what speech recognisers expect. */
export function speechWavArgs(input: string, output: string): string[] {
  return ['-i', input, '-map', '0:a:0', '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le', '-f', 'wav', output];
}

export async function webRendition(input: string, output: string, signal?: AbortSignal): Promise<MediaInfo> {
  const source = await probe(input, signal);
  const withAudio = source.streams.some((s) => s.kind === 'audio');
  const args = source.mediaType === 'video' ? videoRenditionArgs(input, output, withAudio) : audioRenditionArgs(input, output);
  await ffmpeg(args, { signal });
  return probe(output, signal);
}

export async function audioRendition(input: string, output: string, signal?: AbortSignal): Promise<void> {
  await ffmpeg(audioRenditionArgs(input, output), { signal });
}

export async function speechWav(input: string, output: string, signal?: AbortSignal): Promise<void> {
  await ffmpeg(speechWavArgs(input, output), { signal });
}
