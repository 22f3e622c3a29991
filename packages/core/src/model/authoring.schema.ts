import { z } from 'zod';
import { IdSchema, IsoDateStringSchema, SecondsSchema } from './primitives.schema.js';

/** The authoring editor's player and view state. */
export const AuthoringStateSchema = z.object({
  playing: z.boolean(),
  progressSeconds: SecondsSchema,
  playbackRate: z.number().positive().default(1),
  duration: SecondsSchema,
  unsavedChanges: z.boolean(),
  lastSaved: IsoDateStringSchema.nullable(),
  autoScroll: z.boolean(),
  pauseWhileTyping: z.boolean(),
  showIndex: z.boolean(),
  showTranscript: z.boolean(),
});
export type AuthoringState = z.infer<typeof AuthoringStateSchema>;

/**
 * One draft entry kept on the device, keyed by story id. `data` is what the editor would have saved (the
 * paragraphs, or the indexes); the editor validates it when it restores a draft newer than the server copy.
 */
export const AuthoringDraftEntrySchema = z.object({ id: IdSchema, timestamp: IsoDateStringSchema, data: z.unknown() });
export type AuthoringDraftEntry = z.infer<typeof AuthoringDraftEntrySchema>;

/** The device's draft store: one list of transcript drafts and one of index drafts. */
export const AuthoringDraftSchema = z.object({
  transcripts: z.array(AuthoringDraftEntrySchema),
  indexes: z.array(AuthoringDraftEntrySchema),
});
export type AuthoringDraft = z.infer<typeof AuthoringDraftSchema>;
