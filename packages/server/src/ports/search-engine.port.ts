/** One matching transcript chunk: where it is, who speaks, its text and its hybrid score in [0, 1]. */
export interface ChunkHit {
  storyId: string;
  position: number;
  startTime: number;
  endTime: number;
  speaker: string | null;
  text: string;
  score: number;
  /** With meaning search: the word side's score before fusion. */
  lexicalScore?: number;
  /** With meaning search: the chunk's cosine similarity to the query (0 when only its words matched). */
  vectorScore?: number;
}

export interface ChunkQuery {
  /** Only chunks of these stories (the caller has already checked the actor may see them). */
  storyIds: readonly string[];
  query: string;
  /** Weight of similarity against keyword (full-text) relevance, as Weaviate's hybrid alpha: 0 keywords only, 1 similarity only. */
  alpha: number;
  limit: number;
}

/** Hybrid search over transcript chunks: PostgreSQL full text + trigrams by default, Weaviate when configured. */
export interface SearchEngine {
  readonly name: string;
  /** True when vector (meaning) similarity takes part; otherwise similarity is by spelling only. */
  readonly semantic?: boolean;
  search(query: ChunkQuery): Promise<ChunkHit[]>;
}
