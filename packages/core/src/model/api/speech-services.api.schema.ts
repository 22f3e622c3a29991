import { z } from 'zod';

/** The speech services an organization can name in its `transcription_service` setting. */
export const SpeechServiceNameSchema = z.enum(['pocketsphinx', 'deepgram', 'whisper']);
export type SpeechServiceName = z.infer<typeof SpeechServiceNameSchema>;

/** Why this server cannot run a service: its program or model is missing, or its address or key is not configured. */
export const SpeechServiceUnavailableReasonSchema = z.enum(['not_installed', 'not_configured']);
export type SpeechServiceUnavailableReason = z.infer<typeof SpeechServiceUnavailableReasonSchema>;

/** One speech service as this server has it. */
export const SpeechServiceInfoSchema = z.object({
  service: SpeechServiceNameSchema,
  available: z.boolean(),
  /** Null when available. */
  reason: SpeechServiceUnavailableReasonSchema.nullable(),
  /** Whether the service has an advanced mode that differs from its standard one here. */
  advanced: z.boolean(),
  /** The primary languages (ISO 639-1) it has models for; null when it takes any language it is given. */
  languages: z.array(z.string()).nullable(),
});
export type SpeechServiceInfo = z.infer<typeof SpeechServiceInfoSchema>;

/** `GET /speech_services`: every service and which one `default` means on this server (null: none at all). */
export const SpeechServicesResponseSchema = z.object({
  default: SpeechServiceNameSchema.nullable(),
  services: z.array(SpeechServiceInfoSchema),
});
export type SpeechServicesResponse = z.infer<typeof SpeechServicesResponseSchema>;

/** `GET /stories/{id}/speech_service`: the service that would transcribe this story (null: none), and its setting. */
export const StorySpeechServiceResponseSchema = z.object({
  setting: z.enum(['default', 'pocketsphinx', 'deepgram', 'whisper']),
  service: SpeechServiceInfoSchema.nullable(),
  /** The story's stored language, as typed. */
  language: z.string(),
});
export type StorySpeechServiceResponse = z.infer<typeof StorySpeechServiceResponseSchema>;
