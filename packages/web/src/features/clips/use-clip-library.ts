import { ClipLibraryApi, type ClipLibraryApi as ClipLibraryApiPort, type ClipLibraryItem, createPagingMachine } from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { usePagedList } from '../../shared/use-paged-list.js';

/** What narrows the clips library. */
export interface ClipLibraryFilter {
  search: string;
  project: string;
  tag: string;
}

const clipPaging = createPagingMachine<ClipLibraryItem, ClipLibraryFilter>();

/**
 * The clips library, newest first, one numbered page at a time, with the projects and tags it can be filtered by;
 * opened at `initial` (from the address). A new filter starts again at page 1.
 */
export function useClipLibrary(initial: { filter: ClipLibraryFilter; page: number }) {
  const api = useService<ClipLibraryApiPort>(ClipLibraryApi);
  const [facets, setFacets] = useState<{ projects: { _id: string; name: string }[]; tags: string[] }>({ projects: [], tags: [] });
  const actor = useActorRef(
    clipPaging.provide({
      actors: {
        loadPage: fromPromise(async ({ input }) => {
          const { search, project, tag } = input.query;
          const answer = await api.list({
            page: input.page,
            pageSize: input.pageSize,
            direction: 'desc',
            ...(search ? { search } : {}),
            ...(project ? { project } : {}),
            ...(tag ? { tag } : {}),
          });
          setFacets({ projects: answer.projects, tags: answer.tags });
          return { items: answer.items, total: answer.total };
        }),
      },
    }),
    { ...inspectOption(), input: { query: initial.filter } },
  );
  const [firstPage] = useState(initial.page);
  useEffect(() => {
    actor.send({ type: 'paging.reload', page: firstPage });
  }, [actor, firstPage]);
  const list = usePagedList(actor);
  return {
    ...list,
    facets,
    reload: (next?: Partial<ClipLibraryFilter>) =>
      actor.send({ type: 'paging.reload', query: next ? { ...list.query, ...next } : undefined }),
  };
}

export type ClipLibrary = ReturnType<typeof useClipLibrary>;
