import { createPagingMachine, type Project, ProjectApi } from '@storykeep/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';

/** What narrows the projects list: a search text, and the organization when an admin browses another one. */
export interface ProjectListQuery {
  search: string;
  organizationCode?: string;
}

const projectPaging = createPagingMachine<Project, ProjectListQuery>();

/** The projects the person reaches, paged by core's paging machine: a new search starts again at page 1. */
export function useProjectList(organizationCode: string | undefined) {
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
  useEffect(() => {
    actor.send({ type: 'paging.reload', query: { search: '', organizationCode } });
  }, [actor, organizationCode]);
  const items = useSelector(actor, (s) => s.context.items);
  const total = useSelector(actor, (s) => s.context.total);
  const query = useSelector(actor, (s) => s.context.query);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.context.error !== null);
  return {
    items,
    total,
    loading,
    failed,
    search: (text: string) => actor.send({ type: 'paging.reload', query: { ...query, search: text } }),
    next: () => actor.send({ type: 'paging.next' }),
  };
}
