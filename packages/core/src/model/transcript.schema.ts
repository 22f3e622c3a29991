import { z } from 'zod';

/** A spoken word and where it sits in the media, in seconds from the start of the recording. */
export const WordSchema = z.object({ text: z.string(), start: z.number(), end: z.number() });
export type Word = z.infer<typeof WordSchema>;

/**
 * One text node of a paragraph. The words are the whitespace-separated tokens of `text`, in order: the transcript
 * area's normaliser establishes that and every edit keeps it, so a character offset always maps to one word.
 */
export const ParagraphChildSchema = z.object({ text: z.string(), words: z.array(WordSchema) });
export type ParagraphChild = z.infer<typeof ParagraphChildSchema>;

/** A paragraph's own timing before normalisation moved it, kept so the move can be seen and undone. */
export const PreviousTimingsSchema = z.object({ start: z.number(), end: z.number() });
export type PreviousTimings = z.infer<typeof PreviousTimingsSchema>;

/** A paragraph's stable id: kept through edits, so a save names the paragraphs it changed (see docs/product/api.md). */
export const ParagraphIdSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a paragraph id');

/**
 * A normalised paragraph: one speaker's turn, with numeric timing and its words (see docs/product/entities.md). A
 * stored paragraph has an `id` and `rev`, the transcript version that last wrote it; both are absent on paragraphs
 * not yet saved.
 */
export const ParagraphSchema = z.object({
  id: ParagraphIdSchema.optional(),
  rev: z.number().int().nonnegative().optional(),
  speaker: z.string(),
  start: z.number(),
  end: z.number(),
  startTimecode: z.string().optional(),
  previousTimings: PreviousTimingsSchema.optional(),
  type: z.string().optional(),
  children: z.array(ParagraphChildSchema),
});
export type Paragraph = z.infer<typeof ParagraphSchema>;

/**
 * A normalised transcript; `updated_at` is absent until the transcript is first saved. `version` counts the saves
 * of a stored transcript; a save of changes names the version it started from.
 */
export const TranscriptSchema = z.object({
  paragraphs: z.array(ParagraphSchema),
  updated_at: z.string().optional(),
  version: z.number().int().nonnegative().optional(),
});
export type Transcript = z.infer<typeof TranscriptSchema>;

/** A value that should be a number but may be missing or malformed in a recogniser's output. */
const looseNumber = z.number().optional().catch(undefined);
const looseText = z
  .union([z.string(), z.number().transform(String)])
  .optional()
  .catch(undefined);

/** A word as recognisers send it: text and timings may be missing; the normaliser decides what to keep. */
export const RawWordSchema = z.looseObject({ text: looseText, start: looseNumber, end: looseNumber });
export type RawWord = z.infer<typeof RawWordSchema>;

/** A paragraph child as recognisers send it: text and words may each be missing. */
export const RawParagraphChildSchema = z.looseObject({
  text: looseText,
  words: z.array(z.unknown()).optional().catch(undefined),
});
export type RawParagraphChild = z.infer<typeof RawParagraphChildSchema>;

/**
 * A paragraph as recognisers and old saves send it. Any object parses: malformed fields read as missing, so one
 * bad field never hides the rest of a transcript.
 */
export const RawParagraphSchema = z.looseObject({
  id: ParagraphIdSchema.optional().catch(undefined),
  rev: z.number().int().nonnegative().optional().catch(undefined),
  speaker: z.string().optional().catch(undefined),
  start: looseNumber,
  end: looseNumber,
  startTimecode: z.string().optional().catch(undefined),
  previousTimings: PreviousTimingsSchema.optional().catch(undefined),
  type: z.string().optional().catch(undefined),
  children: z.array(z.unknown()).optional().catch(undefined),
});
export type RawParagraph = z.infer<typeof RawParagraphSchema>;

/** A transcript as a server answer or a recogniser carries it, before normalisation. */
export const RawTranscriptSchema = z.looseObject({
  paragraphs: z.array(z.unknown()).catch([]),
  updated_at: z.string().optional().catch(undefined),
  version: z.number().int().nonnegative().optional().catch(undefined),
});
export type RawTranscript = z.infer<typeof RawTranscriptSchema>;

/** A saved transcript version; its file name (for `/transcripts/{id}/version/file/{fileName}`) ends the path. */
export const TranscriptVersionSchema = z.object({
  path: z.string().min(1),
  created_at: z.string().optional(),
});
export type TranscriptVersion = z.infer<typeof TranscriptVersionSchema>;

/** What `GET /transcripts/{storyId}/version/file/{fileName}` answers; `transcript` is normalised on arrival. */
export const TranscriptVersionContentSchema = z.looseObject({ transcript: z.unknown() });
export type TranscriptVersionContent = z.infer<typeof TranscriptVersionContentSchema>;
