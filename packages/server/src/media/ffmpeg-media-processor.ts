import type { ClipRange, JoinSegment, LocalTrack, MediaInfo, MediaProcessor, TimedLayout } from '@storykeep/core';
import { clip } from './clip.js';
import { measureDuration } from './duration.js';
import { join } from './join.js';
import { mixTracks } from './mix-tracks.js';
import { probe } from './probe.js';
import { audioRendition, speechWav, webRendition } from './renditions.js';
import { thumbnail } from './thumbnail.js';
import { waveform } from './waveform.js';

/** The MediaProcessor port on the machine's ffmpeg and ffprobe. */
export class FfmpegMediaProcessor implements MediaProcessor {
  async probe(input: string, signal?: AbortSignal): Promise<MediaInfo> {
    const info = await probe(input, signal);
    return info.duration > 0 ? info : { ...info, duration: await measureDuration(input, signal) };
  }
  webRendition(input: string, output: string, signal?: AbortSignal): Promise<MediaInfo> {
    return webRendition(input, output, signal);
  }
  audioRendition(input: string, output: string, signal?: AbortSignal): Promise<void> {
    return audioRendition(input, output, signal);
  }
  thumbnail(input: string, output: string, options?: { at?: number; width?: number; signal?: AbortSignal }): Promise<void> {
    return thumbnail(input, output, options);
  }
  waveform(input: string, options?: { count?: number; signal?: AbortSignal }): Promise<number[]> {
    return waveform(input, options);
  }
  speechWav(input: string, output: string, signal?: AbortSignal): Promise<void> {
    return speechWav(input, output, signal);
  }
  clip(
    input: string,
    output: string,
    range: ClipRange,
    options?: { audioOnly?: boolean; padding?: number; signal?: AbortSignal },
  ): Promise<void> {
    return clip(input, output, range, options);
  }
  mixTracks(tracks: LocalTrack[], output: string, signal?: AbortSignal, layouts?: TimedLayout[]): Promise<MediaInfo> {
    return mixTracks(tracks, output, signal, layouts);
  }
  join(segments: JoinSegment[], output: string, signal?: AbortSignal, onProgress?: (fraction: number) => void): Promise<MediaInfo> {
    return join(segments, output, signal, onProgress);
  }
}
