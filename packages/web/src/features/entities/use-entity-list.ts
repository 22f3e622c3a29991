import { createPagingMachine, EntityApi, type EntityApi as EntityApiPort, type EntitySummary, type EntityType } from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { usePagedList } from '../../shared/use-paged-list.js';

/** What narrows the entities list. */
export interface EntityFilter {
  type: EntityType | '';
  search: string;
  showHidden: boolean;
}

const INITIAL: EntityFilter = { type: '', search: '', showHidden: false };
const PAGE_SIZE = 50;

const entityPaging = createPagingMachine<EntitySummary, EntityFilter>();

/** The organization's entities, most said first, page by page. */
export function useEntityList() {
  const api = useService<EntityApiPort>(EntityApi);
  const actor = useActorRef(
    entityPaging.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          const { type, search, showHidden } = input.query;
          const answer = await api.list({
            page: input.page,
            pageSize: PAGE_SIZE,
            hidden: showHidden ? 'include' : 'exclude',
            ...(type ? { type } : {}),
            ...(search ? { search } : {}),
          });
          return { items: answer.items, total: answer.total };
        }),
      },
    }),
    { ...inspectOption(), input: { query: INITIAL } },
  );
  useEffect(() => {
    actor.send({ type: 'paging.reload' });
  }, [actor]);
  const list = usePagedList(actor);
  return {
    ...list,
    reload: (next?: Partial<EntityFilter>) => actor.send({ type: 'paging.reload', query: next ? { ...list.query, ...next } : undefined }),
  };
}
