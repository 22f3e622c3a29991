import { z } from 'zod';
import { ParagraphIdSchema, ParagraphSchema } from '../transcript.schema.js';
import { TranscriptSaveReportSchema } from './transcript.api.schema.js';

/** The most paragraphs one save may name, as many as a whole save may send. */
const MAX_PATCH_ITEMS = 20_000;

const RevisionSchema = z.number().int().nonnegative();

/** A paragraph the editor changed: its id, the revision it started from, and its content now. */
export const ChangedParagraphSchema = z.strictObject({ id: ParagraphIdSchema, rev: RevisionSchema, paragraph: ParagraphSchema });
export type ChangedParagraph = z.infer<typeof ChangedParagraphSchema>;

/** A new paragraph: its id (made by the editor), the paragraph it follows (null: the first) and its content. */
export const InsertedParagraphSchema = z.strictObject({
  id: ParagraphIdSchema,
  after: ParagraphIdSchema.nullable(),
  paragraph: ParagraphSchema,
});
export type InsertedParagraph = z.infer<typeof InsertedParagraphSchema>;

/** A paragraph the editor removed, with the revision it had when the editor last saw it. */
export const DeletedParagraphSchema = z.strictObject({ id: ParagraphIdSchema, rev: RevisionSchema });
export type DeletedParagraph = z.infer<typeof DeletedParagraphSchema>;

/**
 * `PATCH /transcripts/{id}`: only what changed since the version the editor started from. Inserted paragraphs come
 * in document order (one may follow another of the same save). An id appears at most once in the whole request.
 */
export const TranscriptPatchRequestSchema = z
  .strictObject({
    version: RevisionSchema,
    changed: z.array(ChangedParagraphSchema).max(MAX_PATCH_ITEMS).default([]),
    inserted: z.array(InsertedParagraphSchema).max(MAX_PATCH_ITEMS).default([]),
    deleted: z.array(DeletedParagraphSchema).max(MAX_PATCH_ITEMS).default([]),
  })
  .superRefine((patch, context) => {
    const seen = new Set<string>();
    for (const list of ['changed', 'inserted', 'deleted'] as const) {
      patch[list].forEach((item, index) => {
        if (seen.has(item.id))
          context.addIssue({ code: 'custom', message: 'A paragraph appears twice in one save', path: [list, index, 'id'] });
        seen.add(item.id);
      });
    }
  });
export type TranscriptPatchRequest = z.infer<typeof TranscriptPatchRequestSchema>;

/**
 * A paragraph someone else saved between the version a save started from and the version it made: its content
 * (null once deleted), its revision, and the paragraph it follows now, so the editor can place a new one.
 */
export const ServerParagraphChangeSchema = z.object({
  id: ParagraphIdSchema,
  rev: RevisionSchema,
  after: ParagraphIdSchema.nullable(),
  paragraph: ParagraphSchema.nullable(),
});
export type ServerParagraphChange = z.infer<typeof ServerParagraphChangeSchema>;

/**
 * The answer to a save of changes: the transcript's new version, what the save found wrong (as a whole save reports
 * it), and the other people's changes the editor has not seen. `complete` is false when the server no longer knows
 * every paragraph deleted since the version the save started from; the editor then reads the transcript again.
 */
export const TranscriptPatchResponseSchema = z.object({
  version: RevisionSchema,
  updated_at: z.string(),
  report: TranscriptSaveReportSchema,
  changes: z.array(ServerParagraphChangeSchema),
  complete: z.boolean(),
});
export type TranscriptPatchResponse = z.infer<typeof TranscriptPatchResponseSchema>;

/** The error code of a stale save: someone else changed a paragraph this save changes. */
export const TRANSCRIPT_CONFLICT_CODE = 'TRANSCRIPT_CONFLICT';

/** The 409 answer to a stale save: nothing was saved; the current version and the paragraphs both sides changed. */
export const TranscriptConflictResponseSchema = z.object({
  error: z.object({
    code: z.literal(TRANSCRIPT_CONFLICT_CODE),
    message: z.string(),
    version: RevisionSchema,
    conflicts: z.array(ParagraphIdSchema),
  }),
});
export type TranscriptConflictResponse = z.infer<typeof TranscriptConflictResponseSchema>;

/** `POST /transcripts/{id}/versions`: paragraphs kept as a version without becoming the transcript (a copy of mine). */
export const TranscriptCopyRequestSchema = z.strictObject({
  paragraphs: z.array(z.record(z.string(), z.unknown())).max(MAX_PATCH_ITEMS),
});
export type TranscriptCopyRequest = z.infer<typeof TranscriptCopyRequestSchema>;
