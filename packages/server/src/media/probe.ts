import type { MediaInfo, MediaStreamInfo } from '@storykeep/core';
import { ffprobe, isReadableFormat, UnreadableMediaError } from './media-tools.js';

interface FfprobeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  sample_rate?: string;
  channels?: number;
  duration?: string;
  disposition?: { attached_pic?: number };
}

interface FfprobeOutput {
  streams?: FfprobeStream[];
  format?: { duration?: string; format_name?: string };
}

/** Reads duration, streams and whether the file is audio or video (cover art does not make audio a video). */
export async function probe(input: string, signal?: AbortSignal): Promise<MediaInfo> {
  const { stdout } = await ffprobe(input, ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams'], { signal });
  const output = JSON.parse(stdout.toString('utf8')) as FfprobeOutput;
  // The whitelist already refuses other demuxers; this is the second lock should a tool version read it differently.
  const format = output.format?.format_name ?? '';
  if (!isReadableFormat(format)) throw new UnreadableMediaError(`format ${format || 'unknown'}`);
  return fromFfprobe(output);
}

export function fromFfprobe(output: FfprobeOutput): MediaInfo {
  const raw = output.streams ?? [];
  const streams = raw.map(streamInfo);
  const moving = raw.some((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const durations = [output.format?.duration, ...raw.map((s) => s.duration)].map(Number).filter((d) => Number.isFinite(d) && d > 0);
  return {
    duration: durations.length > 0 ? Math.max(...durations) : 0,
    mediaType: moving ? 'video' : 'audio',
    formatName: output.format?.format_name ?? '',
    streams,
  };
}

function streamInfo(s: FfprobeStream): MediaStreamInfo {
  const kind = s.codec_type === 'audio' || s.codec_type === 'video' ? s.codec_type : 'other';
  const info: MediaStreamInfo = { index: s.index, kind, codec: s.codec_name ?? '' };
  if (s.width !== undefined) info.width = s.width;
  if (s.height !== undefined) info.height = s.height;
  if (s.sample_rate !== undefined) info.sampleRate = Number(s.sample_rate);
  if (s.channels !== undefined) info.channels = s.channels;
  return info;
}

export function hasAudio(info: MediaInfo): boolean {
  return info.streams.some((s) => s.kind === 'audio');
}
