import { describe, expect, it } from 'vitest';
import { DEFAULT_STORY_LIST_FILTERS, StoryListFiltersSchema } from './story-list-filters.schema.js';

describe('StoryListFiltersSchema', () => {
  it('defaults to everything', () => {
    expect(StoryListFiltersSchema.parse(DEFAULT_STORY_LIST_FILTERS)).toEqual({ organizations: [], projects: [], deedOfGift: 'all' });
  });

  it('rejects an unknown deed-of-gift choice and an empty organization code', () => {
    expect(StoryListFiltersSchema.safeParse({ ...DEFAULT_STORY_LIST_FILTERS, deedOfGift: 'some' }).error?.issues[0]?.path).toEqual([
      'deedOfGift',
    ]);
    expect(StoryListFiltersSchema.safeParse({ ...DEFAULT_STORY_LIST_FILTERS, organizations: [''] }).error?.issues[0]?.path).toEqual([
      'organizations',
      0,
    ]);
  });
});
