import { z } from 'zod';
import { CountSchema, IdSchema, UrlStringSchema } from './primitives.schema.js';

/** Speech-to-text engines an organization can pick; `default` leaves the choice to the server. */
export const TranscriptionServiceSchema = z.enum(['default', 'pocketsphinx', 'deepgram', 'whisper']);
export type TranscriptionService = z.infer<typeof TranscriptionServiceSchema>;

/** An organization's transcription and AI settings. */
export const OrganizationSettingsSchema = z.object({
  transcription_service: TranscriptionServiceSchema,
  /** Keep "um", "uh"… in transcripts. */
  filler_words: z.boolean(),
  /** Words and names the recogniser should expect; entered as a comma-separated list. */
  vocabulary: z.array(z.string().trim().min(1)),
  auto_chaptering: z.boolean(),
  summary_prompt: z.string().optional(),
  chaptering_prompt: z.string().optional(),
  /** An interview may be shared publicly only once a signed release form or deed of gift is among its files. */
  release_required_to_share: z.boolean().optional(),
});
export type OrganizationSettings = z.infer<typeof OrganizationSettingsSchema>;

/** An organization. `unsecure_prepsession_count` is fetched when session passwords become required. */
export const OrganizationSchema = z.object({
  _id: IdSchema,
  organizational_code: z.string().min(1),
  organization_name: z.string().min(1),
  logoUrl: UrlStringSchema.nullable().optional(),
  require_session_passwords: z.boolean(),
  unsecure_prepsession_count: CountSchema.optional(),
  settings: OrganizationSettingsSchema.optional(),
});
export type Organization = z.infer<typeof OrganizationSchema>;
