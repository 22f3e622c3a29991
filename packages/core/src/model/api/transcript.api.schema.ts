import { z } from 'zod';
import { AsyncOperationSchema } from '../async-task.schema.js';
import { IdSchema } from '../primitives.schema.js';
import { TranscriptSchema, TranscriptVersionSchema } from '../transcript.schema.js';

/** A BCP 47 language tag as speech services take it (`en`, `en-US`, `pt-BR`). */
export const LanguageCodeSchema = z
  .string()
  .trim()
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'Use a language tag such as en or en-US');

/** `GET /transcripts/{id}` and a version's content: the normalised transcript. */
export const TranscriptResponseSchema = z.object({ transcript: TranscriptSchema });
export type TranscriptResponse = z.infer<typeof TranscriptResponseSchema>;

/** `GET /transcripts/{id}/versions`: newest first. */
export const TranscriptVersionListResponseSchema = z.array(TranscriptVersionSchema);

/** `GET /transcripts/{id}/version/file/{fileName}`. */
export const TranscriptVersionParamsSchema = z.strictObject({
  id: IdSchema,
  fileName: z.string().regex(/^[A-Za-z0-9._-]{1,200}$/, 'Not a version file name'),
});

/**
 * `POST /transcripts/{id}/edit`: the list of paragraphs. Each is an object; anything else about a paragraph is
 * judged by the normaliser, so a transcript with bad timings is still saved, and the answer reports what was wrong.
 */
export const TranscriptEditRequestSchema = z.array(z.record(z.string(), z.unknown())).max(20_000);
export type TranscriptEditRequest = z.infer<typeof TranscriptEditRequestSchema>;

/** What a save found: paragraphs without words (skipped), paragraphs the normaliser dropped, timing problems. */
export const TranscriptSaveReportSchema = z.object({
  valid: z.boolean(),
  skippedWithoutWords: z.number().int().nonnegative(),
  dropped: z.number().int().nonnegative(),
  missingTimings: z.number().int().nonnegative(),
  outOfOrderTimings: z.number().int().nonnegative(),
  /** The timing report as text ('MISSING TIMING INFO', 'OUT OF ORDER TIMING'); empty when all is well. */
  text: z.string(),
});
export type TranscriptSaveReport = z.infer<typeof TranscriptSaveReportSchema>;

export const TranscriptEditResponseSchema = TranscriptResponseSchema.extend({ report: TranscriptSaveReportSchema });
export type TranscriptEditResponse = z.infer<typeof TranscriptEditResponseSchema>;

/** `POST /stories/{id}/transcribe`. */
export const TranscribeRequestSchema = z.strictObject({
  language_code: LanguageCodeSchema.optional(),
  regenerate: z.boolean().optional(),
});
export type TranscribeRequest = z.infer<typeof TranscribeRequestSchema>;

/** `POST /stories/{id}/deepgram_transcribe` and `/advanced_transcribe`. */
export const ServiceTranscribeRequestSchema = z.strictObject({
  language: LanguageCodeSchema.optional(),
  regenerate: z.boolean().optional(),
});
export type ServiceTranscribeRequest = z.infer<typeof ServiceTranscribeRequestSchema>;

/** What a transcription or transcode request did: the job (when one was queued) and the story's operations now. */
export const TaskQueuedResponseSchema = z.object({
  queued: z.boolean(),
  jobId: IdSchema.nullable(),
  asyncOperations: z.array(AsyncOperationSchema),
});
export type TaskQueuedResponse = z.infer<typeof TaskQueuedResponseSchema>;
