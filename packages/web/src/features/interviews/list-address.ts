import { DeedOfGiftFilterSchema, SortOrderSchema, StorySortSchema } from '@storykeep/core';
import { INITIAL_QUERY, type StoryListQuery } from './use-story-list.js';

// The address keeps a list's search, sort and filters, so a reload, the back button or a shared link shows the same
// list. Only what differs from the defaults is written.
const KEYS = {
  search: 'q',
  sort: 'sort',
  direction: 'order',
  deedOfGift: 'deed',
  narrator: 'narrator',
  language: 'language',
  organizations: 'orgs',
  projects: 'projects',
} as const;

const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : []);

/** The list query an address asks for; anything unreadable falls back to the default. */
export function queryFromAddress(params: URLSearchParams): StoryListQuery {
  return {
    search: params.get(KEYS.search)?.trim() ?? INITIAL_QUERY.search,
    sort: StorySortSchema.safeParse(params.get(KEYS.sort)).data ?? INITIAL_QUERY.sort,
    direction: SortOrderSchema.safeParse(params.get(KEYS.direction)).data ?? INITIAL_QUERY.direction,
    deedOfGift: DeedOfGiftFilterSchema.safeParse(params.get(KEYS.deedOfGift)).data ?? INITIAL_QUERY.deedOfGift,
    narrator: params.get(KEYS.narrator)?.trim().slice(0, 300) ?? INITIAL_QUERY.narrator,
    language: params.get(KEYS.language)?.trim().slice(0, 100) ?? INITIAL_QUERY.language,
    organizations: list(params.get(KEYS.organizations)),
    projects: list(params.get(KEYS.projects)),
  };
}

/** The address parameters for a query, beside whatever else the address holds. */
export function addressWithQuery(params: URLSearchParams, query: StoryListQuery): URLSearchParams {
  const next = new URLSearchParams(params);
  const values: Record<keyof typeof KEYS, string> = {
    search: query.search,
    sort: query.sort === INITIAL_QUERY.sort ? '' : query.sort,
    direction: query.direction === INITIAL_QUERY.direction ? '' : query.direction,
    deedOfGift: query.deedOfGift === INITIAL_QUERY.deedOfGift ? '' : query.deedOfGift,
    narrator: query.narrator,
    language: query.language,
    organizations: query.organizations.join(','),
    projects: query.projects.join(','),
  };
  for (const [field, key] of Object.entries(KEYS)) {
    const value = values[field as keyof typeof KEYS];
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Whether a query narrows the list (so an empty answer means "none match", not "none yet"). */
export function narrows(query: StoryListQuery): boolean {
  return (
    Boolean(query.search || query.narrator || query.language) ||
    query.deedOfGift !== 'all' ||
    query.organizations.length > 0 ||
    query.projects.length > 0
  );
}
