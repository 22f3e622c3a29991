import {
  createPagingMachine,
  DEFAULT_PAGE_SIZE,
  type DeedOfGiftFilter,
  PROJECT_STORIES_TABLE_PAGE_SIZE,
  type SortOrder,
  type Story,
  StoryApi,
  type StoryListSource,
  type StorySort,
} from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { usePagedList } from '../../shared/use-paged-list.js';

/** What narrows and orders an interview list. */
export interface StoryListQuery {
  sort: StorySort;
  direction: SortOrder;
  search: string;
  deedOfGift: DeedOfGiftFilter;
  narrator: string;
  language: string;
  organizations: string[];
  projects: string[];
}

export const INITIAL_QUERY: StoryListQuery = {
  sort: 'record_date',
  direction: 'desc',
  search: '',
  deedOfGift: 'all',
  narrator: '',
  language: '',
  organizations: [],
  projects: [],
};

const storyPaging = createPagingMachine<Story, StoryListQuery>();

/**
 * A paged interview list opened at `initialPage`: `goto` shows another page in place of this one; `reload` with a new
 * query starts again at page 1.
 */
export function useStoryList(source: StoryListSource, initialQuery: StoryListQuery = INITIAL_QUERY, initialPage = 1) {
  const stories = useService<StoryApi>(StoryApi);
  const pageSize = source.kind === 'project' ? PROJECT_STORIES_TABLE_PAGE_SIZE : DEFAULT_PAGE_SIZE;
  const actor = useActorRef(
    storyPaging.provide({
      actors: {
        loadPage: fromPromise(({ input }) => {
          const { organizations, projects, ...query } = input.query;
          return stories.list(source, {
            ...query,
            page: input.page,
            pageSize: input.pageSize,
            ...(source.kind === 'mine' ? { filters: { organizations, projects } } : {}),
          });
        }),
      },
    }),
    { ...inspectOption(), input: { query: initialQuery, pageSize } },
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first page is read once, like the first query
  useEffect(() => {
    actor.send({ type: 'paging.reload', page: initialPage });
  }, [actor]);
  const list = usePagedList(actor);
  const reload = useCallback(
    (next?: Partial<StoryListQuery>) => {
      const current = actor.getSnapshot().context.query;
      actor.send({ type: 'paging.reload', query: next ? { ...current, ...next } : undefined });
    },
    [actor],
  );
  return { ...list, reload };
}

export type StoryList = ReturnType<typeof useStoryList>;
