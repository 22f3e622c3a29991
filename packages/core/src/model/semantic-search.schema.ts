import { z } from 'zod';
import { SecondsSchema } from './primitives.schema.js';

/** One matching passage of a semantic search (field names as the search engine returns them). */
export const SemanticSearchChunkSchema = z
  .object({
    start_time: SecondsSchema,
    end_time: SecondsSchema,
    /** Missing speakers are shown as "Unknown Speaker". */
    speaker: z.string().nullable().optional(),
    /** The passage with the matching words marked. */
    highlight: z.string(),
    transcription: z.string(),
    _weaviate_score: z.number(),
    /** With meaning search: the word side's score before fusion. */
    _lexical_score: z.number().optional(),
    /** With meaning search: cosine similarity to the query (0 when only the words matched). */
    _vector_score: z.number().optional(),
  })
  .refine((chunk) => chunk.end_time >= chunk.start_time, { message: 'end_time must not be before start_time', path: ['end_time'] });
export type SemanticSearchChunk = z.infer<typeof SemanticSearchChunkSchema>;

/** Matches grouped by chapter, with the chapter's mean score. */
export const SemanticSearchResultSchema = z.object({
  chapterTitle: z.string(),
  avgScore: z.number(),
  chunks: z.array(SemanticSearchChunkSchema),
});
export type SemanticSearchResult = z.infer<typeof SemanticSearchResultSchema>;
