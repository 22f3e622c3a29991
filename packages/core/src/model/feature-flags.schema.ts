import { z } from 'zod';
import { PublisherOptionsSchema } from './publisher-options.schema.js';

/** A video resolution such as 1920x1080. */
export const ResolutionSchema = z.object({ width: z.number().int().positive(), height: z.number().int().positive() });
export type Resolution = z.infer<typeof ResolutionSchema>;

/**
 * Feature flags of docs/product/entities.md. Every flag has a default, so a flag service that answers with nothing (or
 * with only some flags) still yields a complete set.
 */
export const FeatureFlagsSchema = z.object({
  enableNewConclude: z.boolean().default(true),
  newFeatureUi: z.boolean().default(true),
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
  /** Use the recorder polyfill where the browser's MediaRecorder is missing. */
  localRecordingsPolyfill: z.boolean().default(false),
  callPublisher: PublisherOptionsSchema.default(PublisherOptionsSchema.parse({})),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;
