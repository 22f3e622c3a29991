import type { Embeddings } from '../ports/embeddings.port.js';
import type { ChunkHit, ChunkQuery, SearchEngine } from '../ports/search-engine.port.js';
import { fuseWithVectors } from './hybrid-score.js';
import { normalised } from './openai-embeddings.js';
import type { VectorStore } from './vector-store.js';

/** Query vectors kept, so paging through one search asks the embeddings server once. */
export const QUERY_VECTORS_KEPT = 200;

/** After the embeddings server failed a query, searches go by words alone this long before asking it again. */
export const EMBEDDINGS_BACK_OFF_MS = 30_000;

export interface SemanticSearchOptions {
  /** The word search (full text and near spellings) whose scores are fused with meaning. */
  lexical: SearchEngine;
  embeddings: Embeddings;
  vectors: VectorStore;
  /** Below this cosine similarity a chunk does not count as a meaning match. */
  minSimilarity: number;
  /** Where a failed query embedding is reported (search then answers by words alone). */
  log?: (message: string) => void;
  now?: () => number;
}

/**
 * Meaning search beside word search: the query is embedded, the nearest embedded chunks of the searched stories are
 * found, and their cosine similarity is fused with the word score at the asked alpha (0: words only, 1: meaning
 * only). When the embeddings server fails the word results are answered alone, so search never goes dark with it.
 */
export class SemanticSearchEngine implements SearchEngine {
  readonly name: string;
  readonly semantic = true;
  private readonly queries = new Map<string, number[]>();
  /** Until then the embeddings server is not asked: it just failed, and each search would wait for it again. */
  private resting = 0;

  constructor(private readonly options: SemanticSearchOptions) {
    this.name = `${options.lexical.name}+vectors`;
  }

  async search(query: ChunkQuery): Promise<ChunkHit[]> {
    if (query.storyIds.length === 0) return [];
    const [lexical, vector] = await Promise.all([this.options.lexical.search(query), this.nearest(query)]);
    if (!vector) return lexical;
    return fuseWithVectors(lexical, vector, query.alpha, query.limit);
  }

  private async nearest(query: ChunkQuery): Promise<ChunkHit[] | undefined> {
    const now = this.options.now ?? Date.now;
    if (now() < this.resting && !this.queries.has(query.query)) return undefined;
    try {
      const vector = await this.embedQuery(query.query);
      const rows = await this.options.vectors.nearest(
        this.options.embeddings.model,
        query.storyIds,
        vector,
        query.limit,
        this.options.minSimilarity,
      );
      return rows.map((r) => ({
        storyId: r.story_id,
        position: r.position,
        startTime: r.start_time,
        endTime: r.end_time,
        speaker: r.speaker,
        text: r.body,
        score: r.similarity,
      }));
    } catch (error) {
      this.resting = now() + EMBEDDINGS_BACK_OFF_MS;
      this.options.log?.(`Meaning search failed, answering by words only: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  private async embedQuery(text: string): Promise<number[]> {
    const kept = this.queries.get(text);
    if (kept) return kept;
    const [vector] = await this.options.embeddings.embed([text]);
    if (!vector) throw new Error('The embeddings server answered no vector for the query');
    const unit = normalised(vector);
    if (this.queries.size >= QUERY_VECTORS_KEPT) this.queries.delete(this.queries.keys().next().value ?? '');
    this.queries.set(text, unit);
    return unit;
  }
}
