import { createPagingMachine, type Project, ProjectApi } from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { usePagedList } from '../../shared/use-paged-list.js';

/** What narrows the projects list: a search text, and the organization when an admin browses another one. */
export interface ProjectListQuery {
  search: string;
  organizationCode?: string;
}

const projectPaging = createPagingMachine<Project, ProjectListQuery>();

/** The projects the person reaches, paged by core's paging machine, opened at `initialPage`: a new search starts again at page 1. */
export function useProjectList(organizationCode: string | undefined, initialPage = 1) {
  const api = useService<ProjectApi>(ProjectApi);
  const actor = useActorRef(
    projectPaging.provide({
      actors: {
        loadPage: fromPromise(({ input }) =>
          api.list({
            page: input.page,
            pageSize: input.pageSize,
            search: input.query.search || undefined,
            ...(input.query.organizationCode ? { organizationCode: input.query.organizationCode } : {}),
          }),
        ),
      },
    }),
    { ...inspectOption(), input: { query: { search: '', organizationCode } } },
  );
  const [firstPage] = useState(initialPage);
  useEffect(() => {
    actor.send({ type: 'paging.reload', query: { search: '', organizationCode }, page: firstPage });
  }, [actor, organizationCode, firstPage]);
  const { query, ...list } = usePagedList(actor);
  return { ...list, search: (text: string) => actor.send({ type: 'paging.reload', query: { ...query, search: text } }) };
}
