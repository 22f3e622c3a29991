import { z } from 'zod';
import { HYBRID_SEARCH_ALPHA } from '../../util/constants.js';
import { IdSchema } from '../primitives.schema.js';
import { SemanticSearchResultSchema } from '../semantic-search.schema.js';
import { storyDetailFilterShape } from './story.api.js';

const searchShape = {
  query: z.string().trim().min(1).max(200),
  mode: z.literal('hybrid').default('hybrid'),
  /** As Weaviate's hybrid alpha: 0 keywords only (full text), 1 similarity only (vectors, or trigram spelling without them). */
  alpha: z.number().min(0).max(1).default(HYBRID_SEARCH_ALPHA),
};

/** `POST /weaviate/{id}/search`: search inside one story. */
export const StorySemanticSearchRequestSchema = z.strictObject({ ...searchShape, limit: z.number().int().min(1).max(100).default(20) });
export type StorySemanticSearchRequest = z.infer<typeof StorySemanticSearchRequestSchema>;

/** Matches grouped by chapter, best chapter first. */
export const StorySemanticSearchResponseSchema = z.object({ items: z.array(SemanticSearchResultSchema) });
export type StorySemanticSearchResponse = z.infer<typeof StorySemanticSearchResponseSchema>;

/**
 * `POST /weaviate/search/enriched`: search across a project's stories, a page of stories at a time; without
 * `project_id`, across every story the person reaches.
 */
export const EnrichedSearchRequestSchema = z.strictObject({
  ...searchShape,
  project_id: IdSchema.optional(),
  ...storyDetailFilterShape,
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(15),
});
export type EnrichedSearchRequest = z.infer<typeof EnrichedSearchRequestSchema>;

/** One story with matches, its chapters grouped like the in-story search. */
export const EnrichedSearchItemSchema = z.object({
  storyId: IdSchema,
  /** The story's project, so a hit opens in the right hub. */
  projectId: IdSchema.optional(),
  title: z.string(),
  thumbnailURL: z.string().nullable(),
  /** The story's media, so each moment plays in place; null before it is processed. */
  mediaURL: z.string().nullable().optional(),
  /** The story's media starts with audio (no picture to show). */
  audio: z.boolean().optional(),
  avgScore: z.number(),
  chapters: z.array(SemanticSearchResultSchema),
});
export type EnrichedSearchItem = z.infer<typeof EnrichedSearchItemSchema>;

export const EnrichedSearchResponseSchema = z.object({
  items: z.array(EnrichedSearchItemSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  /** Whether meaning (vector) search takes part; false: matches are by words only. */
  semantic: z.boolean().optional(),
  /** The weight the scores were fused at: 1 words only, 0 meaning (or spelling) only. */
  alpha: z.number().min(0).max(1).optional(),
});
export type EnrichedSearchResponse = z.infer<typeof EnrichedSearchResponseSchema>;
