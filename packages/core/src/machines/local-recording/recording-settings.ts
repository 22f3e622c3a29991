import type { FeatureFlags, Resolution } from '../../model/feature-flags.schema.js';
import { AUDIO_BITRATE, DEFAULT_LOCAL_MAX_RESOLUTION, DEFAULT_RECORDING_MIME_TYPE, DEFAULT_VIDEO_BITRATE } from '../../util/constants.js';

/** How the local recorder records, from the organization's feature flags (docs/product/entities.md). */
export interface RecordingSettings {
  /** The format asked of the browser; it records the default audio format when it cannot record this one. */
  mimeType: string;
  audioBitsPerSecond: number;
  videoBitsPerSecond: number;
  /** The largest camera picture recorded. */
  maxResolution: Resolution;
  /** Off: the recording is uploaded as one file once it stopped, not part by part while it is made. */
  streaming: boolean;
  /** Record through the WAV recorder (mono, 16-bit PCM) even where the browser has a MediaRecorder. */
  wav: boolean;
}

/** The recorder's settings for an organization's flags (missing flags take the product's defaults). */
export function recordingSettings(flags: Partial<FeatureFlags>): RecordingSettings {
  return {
    mimeType: flags.localRecordingMimeType || DEFAULT_RECORDING_MIME_TYPE,
    audioBitsPerSecond: AUDIO_BITRATE,
    videoBitsPerSecond: flags.localRecordingVideoBitrate ?? DEFAULT_VIDEO_BITRATE,
    maxResolution: flags.localRecordingMaxResolution ?? { ...DEFAULT_LOCAL_MAX_RESOLUTION },
    streaming: flags.localRecordingStreaming ?? true,
    wav: flags.localRecordingsPolyfill ?? false,
  };
}

const VIDEO_CODECS = new Set(['vp8', 'vp9', 'av1', 'av01', 'h264', 'avc1', 'hevc', 'hvc1']);

/**
 * The format to record a stream in: the organization's format, made audio-only for a recording without a camera
 * (`video/webm;codecs=vp8,opus` → `audio/webm;codecs=opus`), so a format that names video still records audio.
 */
export function recordingFormatFor(mimeType: string, video: boolean): string {
  if (video || !mimeType.startsWith('video/')) return mimeType;
  const [container = '', ...parameters] = mimeType.slice('video/'.length).split(';');
  const rest = parameters.flatMap((parameter) => {
    const [name, value] = parameter.split('=');
    if (name?.trim() !== 'codecs' || value === undefined) return [parameter];
    const audioCodecs = value.split(',').filter((codec) => !VIDEO_CODECS.has(codec.trim().split('.')[0]?.toLowerCase() ?? ''));
    return audioCodecs.length > 0 ? [`codecs=${audioCodecs.join(',')}`] : [];
  });
  return [`audio/${container}`, ...rest].join(';');
}
