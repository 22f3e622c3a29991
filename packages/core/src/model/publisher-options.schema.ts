import { z } from 'zod';

/** Audio processing options of the call publisher; anything not given takes its documented default (docs/product/recording.md). */
export const PublisherOptionsSchema = z.object({
  autoGainControl: z.boolean().default(true),
  disableAudioProcessing: z.boolean().default(false),
  echoCancellation: z.boolean().default(true),
  enableStereo: z.boolean().default(false),
  noiseSuppression: z.boolean().default(true),
});
export type PublisherOptions = z.infer<typeof PublisherOptionsSchema>;

/** The publisher options used when nothing overrides them. */
export const DEFAULT_PUBLISHER_OPTIONS: PublisherOptions = PublisherOptionsSchema.parse({});
