import { describe, expect, it } from 'vitest';
import { SemanticSearchResultSchema } from './semantic-search.schema.js';

const chunk = {
  start_time: 10,
  end_time: 20,
  speaker: null,
  highlight: 'the <em>mill</em>',
  transcription: 'the mill',
  _weaviate_score: 0.8,
};

describe('SemanticSearchResultSchema', () => {
  it('accepts a chapter of results, a chunk without speaker included', () => {
    const result = { chapterTitle: 'Work', avgScore: 0.8, chunks: [chunk] };
    expect(SemanticSearchResultSchema.parse(result)).toEqual(result);
  });

  it('rejects a chunk that ends before it starts, or has no score', () => {
    const reversed = { chapterTitle: 'Work', avgScore: 0.8, chunks: [{ ...chunk, end_time: 5 }] };
    expect(SemanticSearchResultSchema.safeParse(reversed).error?.issues[0]?.path).toEqual(['chunks', 0, 'end_time']);
    const { _weaviate_score: _, ...unscored } = chunk;
    expect(SemanticSearchResultSchema.safeParse({ chapterTitle: 'W', avgScore: 0, chunks: [unscored] }).success).toBe(false);
  });
});
