import { z } from 'zod';
import { PublisherOptionsSchema } from './publisher-options.schema.js';

/** A video resolution such as 1920x1080. */
export const ResolutionSchema = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });
export type Resolution = z.infer<typeof ResolutionSchema>;

/**
 * Feature flags of docs/product/entities.md. Every flag has a default, so a flag service that answers with nothing (or
 * with only some flags) still yields a complete set. Every flag here is read by some code (the organization settings
 * screen sets them); a flag stored under a name no longer listed (such as the retired `enableNewConclude` and
 * `newFeatureUi`, which switched between screens this product never had) is dropped when read.
 */
export const FeatureFlagsSchema = z.object({
  enableOrgBranding: z.boolean().default(false),
  enableRemixer: z.boolean().default(false),
  /** On: uploads are transcoded (then transcribed) by the server; off: sent straight to transcription. */
  automaticTranscode: z.boolean().default(true),
  localRecordingMimeType: z.string().min(1).default('audio/webm;codecs=opus'),
  /** Bits per second. */
  localRecordingVideoBitrate: z.number().int().positive().default(4_000_000),
  localRecordingMaxResolution: ResolutionSchema.default({ width: 1920, height: 1080 }),
  /** Upload local recordings part by part while recording, instead of as one file afterwards. */
  localRecordingStreaming: z.boolean().default(true),
  /**
   * Record in the WAV (mono, 16-bit) recorder even where the browser has a MediaRecorder (for browsers whose
   * MediaRecorder is unreliable). A browser without MediaRecorder records in WAV whatever this says.
   */
  localRecordingsPolyfill: z.boolean().default(false),
  callPublisher: PublisherOptionsSchema.default(PublisherOptionsSchema.parse({})),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/** The recording formats the settings screen offers (a browser records in the first of them it supports). */
export const LOCAL_RECORDING_MIME_TYPES = [
  'audio/webm;codecs=opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/mp4',
  'audio/mp4',
  'audio/wav',
] as const;

/** The largest-resolution choices the settings screen offers. */
export const LOCAL_RECORDING_RESOLUTIONS: readonly Resolution[] = [
  { width: 640, height: 480 },
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
];
