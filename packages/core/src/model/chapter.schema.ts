import { z } from 'zod';
import { ParagraphSchema } from './transcript.schema.js';

/** Keywords and subjects travel as lists; older saves and OHMS imports send one `;`- or `,`-separated string. */
const TermListSchema = z
  .union([
    z.array(z.string()),
    z.string().transform((joined) =>
      joined
        .split(/[;,]/)
        .map((term) => term.trim())
        .filter((term) => term.length > 0),
    ),
  ])
  .default([]);

/** One index point of an index: where a section starts and what it is about. */
export const IndexMetadataItemSchema = z.object({
  index: z.number().optional(),
  title: z.string().default(''),
  synopsis: z.string().default(''),
  keywords: TermListSchema,
  subjects: TermListSchema.optional(),
  /** The indexer's own transcription of the segment's opening words; the OHMS export quotes the transcript without it. */
  partialTranscript: z.string().optional(),
  /** The indexer's notes on this segment, kept with it and not published. */
  notes: z.string().optional(),
  time: z.object({ start: z.number().nonnegative() }),
});
export type IndexMetadataItem = z.infer<typeof IndexMetadataItemSchema>;
export type IndexMetadataItemInput = z.input<typeof IndexMetadataItemSchema>;

/**
 * An index (chapters with notes) of a story. `unsaved` and `loaded` are the editor's own flags: set on a local
 * change, cleared by a save, and never trusted from the server.
 */
export const IndexSchema = z.object({
  _id: z.string().min(1),
  title: z.string().default(''),
  notes: z.string().default(''),
  metadata: z.array(IndexMetadataItemSchema).default([]),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  unsaved: z.boolean().optional(),
  loaded: z.boolean().optional(),
});
export type Index = z.infer<typeof IndexSchema>;

/** A chapter built from index metadata: a span of the media and the paragraphs that start in it. */
export const ChapterSchema = z.object({
  _id: z.string().min(1),
  title: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  start: z.number(),
  end: z.number(),
  paragraphs: z.array(ParagraphSchema),
});
export type Chapter = z.infer<typeof ChapterSchema>;
