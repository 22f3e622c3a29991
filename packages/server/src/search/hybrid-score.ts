/** Per-chunk relevance from each side of a hybrid search, before fusion. */
export interface RawScores {
  fulltext: number;
  similarity: number;
}

/**
 * Relative-score fusion (as Weaviate's hybrid search does): each side is divided by its best value in the result
 * set, so both lie in [0, 1], then weighted `alpha · fulltext + (1 − alpha) · similarity`.
 */
export function fuseScores(rows: readonly RawScores[], alpha: number): number[] {
  const best = (pick: (r: RawScores) => number) => rows.reduce((max, r) => Math.max(max, pick(r)), 0);
  const bestFulltext = best((r) => r.fulltext);
  const bestSimilarity = best((r) => r.similarity);
  return rows.map((r) => {
    const fulltext = bestFulltext > 0 ? r.fulltext / bestFulltext : 0;
    const similarity = bestSimilarity > 0 ? r.similarity / bestSimilarity : 0;
    return alpha * fulltext + (1 - alpha) * similarity;
  });
}
