import type { EnrichedSearchResponse } from '../model/api/search.api.schema.js';

/** What to search across interviews: a phrase, optionally one project, a page, and the hybrid weight. */
export interface CrossSearchQuery {
  query: string;
  /** Absent: every interview the person reaches. */
  projectId?: string;
  /** Only interviews whose narrator contains this, ignoring case. */
  narrator?: string;
  /** Only interviews in this language (as catalogued, ignoring case). */
  language?: string;
  page?: number;
  pageSize?: number;
  /** 1: words only, 0: similarity only; the product's default (0.5) when absent. */
  alpha?: number;
}

/** Search across interviews (see docs/product/api.md): `POST /weaviate/search/enriched`, stories best first. */
export const CrossSearchApi = Symbol('CrossSearchApi');
export interface CrossSearchApi {
  /** Stories with matches, each with its moments grouped by chapter; rejects when the search fails. */
  search(query: CrossSearchQuery): Promise<EnrichedSearchResponse>;
}
