/** Per-chunk relevance from each side of a hybrid search, before fusion. */
export interface RawScores {
  fulltext: number;
  similarity: number;
}

/**
 * Relative-score fusion (as Weaviate's hybrid search does): each side is divided by its best value in the result
 * set, so both lie in [0, 1], then weighted `(1 − alpha) · fulltext + alpha · similarity`: alpha means what Weaviate's
 * hybrid alpha means, 0 keywords only, 1 similarity (vectors, or spelling without them) only.
 */
export function fuseScores(rows: readonly RawScores[], alpha: number): number[] {
  const best = (pick: (r: RawScores) => number) => rows.reduce((max, r) => Math.max(max, pick(r)), 0);
  const bestFulltext = best((r) => r.fulltext);
  const bestSimilarity = best((r) => r.similarity);
  return rows.map((r) => {
    const fulltext = bestFulltext > 0 ? r.fulltext / bestFulltext : 0;
    const similarity = bestSimilarity > 0 ? r.similarity / bestSimilarity : 0;
    return (1 - alpha) * fulltext + alpha * similarity;
  });
}

/** A chunk as one side of a hybrid search found it, with that side's score. */
export interface ScoredChunk {
  storyId: string;
  position: number;
  score: number;
}

/**
 * Word hits fused with meaning (vector) hits by the same relative-score fusion: a chunk found by one side only scores
 * 0 on the other, and a chunk whose fused score is 0 is left out. Answers each chunk with both sides' raw scores and the fused one, best first (ties in story and
 * playback order), cut to `limit`.
 */
export function fuseWithVectors<T extends ScoredChunk>(
  lexical: readonly T[],
  vector: readonly T[],
  alpha: number,
  limit: number,
): (T & { lexicalScore: number; vectorScore: number })[] {
  const byKey = new Map<string, { chunk: T; fulltext: number; similarity: number }>();
  const key = (c: ScoredChunk) => `${c.storyId}\u0000${c.position}`;
  for (const c of lexical) byKey.set(key(c), { chunk: c, fulltext: c.score, similarity: 0 });
  for (const c of vector) {
    const seen = byKey.get(key(c));
    if (seen) seen.similarity = c.score;
    else byKey.set(key(c), { chunk: c, fulltext: 0, similarity: c.score });
  }
  const rows = [...byKey.values()];
  const fused = fuseScores(rows, alpha);
  return (
    rows
      .map((r, i) => ({ ...r.chunk, score: fused[i] ?? 0, lexicalScore: r.fulltext, vectorScore: r.similarity }))
      // At alpha 0 a meaning-only match weighs nothing (and a words-only one at alpha 1): it is not a hit then.
      .filter((c) => c.score > 0)
      .sort((a, b) => b.score - a.score || a.storyId.localeCompare(b.storyId) || a.position - b.position)
      .slice(0, limit)
  );
}
