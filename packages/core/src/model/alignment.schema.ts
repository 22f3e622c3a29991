import { z } from 'zod';

/** A word from speech-to-text: its text and when it was said, in seconds. */
export const SttWordSchema = z
  .object({
    text: z.string(),
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
  })
  .strict();

/** Alignment word (spec): text, start and end times, id, index; plain text gives every word start 0 and end 0. */
export const AlignmentWordSchema = z
  .object({
    text: z.string(),
    start: z.number().nonnegative(),
    end: z.number().nonnegative(),
    id: z.union([z.string(), z.number()]).optional(),
    index: z.number().int().nonnegative().optional(),
  })
  .strict();

/**
 * How one stretch of the hypothesis relates to the reference. One meaning throughout Storykeep: `insert` is a
 * recognised word that is not in the reference; `delete` is a reference word missing from the recognised words.
 */
export const AlignmentEntryTypeSchema = z.enum(['equal', 'insert', 'delete', 'replace']);

/** Alignment result entry (spec): match type, the recognised words, and the reference words. */
export const AlignmentEntrySchema = z
  .object({
    type: AlignmentEntryTypeSchema,
    hypothesis: z.array(z.string()),
    reference: z.array(z.string()),
  })
  .strict();

/** Alignment counts (spec): equal, insert, replace, delete, reference word total, error rate. */
export const AlignmentCountsSchema = z
  .object({
    equal: z.number().int().nonnegative(),
    insert: z.number().int().nonnegative(),
    replace: z.number().int().nonnegative(),
    delete: z.number().int().nonnegative(),
    referenceWords: z.number().int().nonnegative(),
    wer: z.number().nonnegative(),
  })
  .strict();

export type SttWord = z.infer<typeof SttWordSchema>;
export type AlignmentWord = z.infer<typeof AlignmentWordSchema>;
export type AlignmentEntryType = z.infer<typeof AlignmentEntryTypeSchema>;
export type AlignmentEntry = z.infer<typeof AlignmentEntrySchema>;
export type AlignmentCounts = z.infer<typeof AlignmentCountsSchema>;
