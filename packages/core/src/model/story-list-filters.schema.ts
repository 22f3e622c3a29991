import { z } from 'zod';
import { IdSchema } from './primitives.schema.js';

/** Deed of gift: all stories, or only those with (or without) a signed release. */
export const DeedOfGiftFilterSchema = z.enum(['all', 'with', 'without']);
export type DeedOfGiftFilter = z.infer<typeof DeedOfGiftFilterSchema>;

/**
 * Filters of the "my interviews" list. An empty selection means all: the labels 'All organizations' and
 * 'All projects' show then.
 */
export const StoryListFiltersSchema = z.object({
  /** Organization codes. */
  organizations: z.array(z.string().min(1)),
  /** Project ids. */
  projects: z.array(IdSchema),
  deedOfGift: DeedOfGiftFilterSchema,
});
export type StoryListFilters = z.infer<typeof StoryListFiltersSchema>;

/** No filter: every organization, every project, with or without deed of gift. */
export const DEFAULT_STORY_LIST_FILTERS: StoryListFilters = { organizations: [], projects: [], deedOfGift: 'all' };
