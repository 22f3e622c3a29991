import type { PagingContext, PagingEvent } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot } from 'xstate';

type PagingSnapshot<T, Q> = Snapshot<unknown> & { context: PagingContext<T, Q>; matches(state: 'loading'): boolean };

/** What a page shows of a running paging machine: the items so far, the total, the page and query, and how loading went. */
export function usePagedList<T, Q>(actor: ActorRef<PagingSnapshot<T, Q>, PagingEvent<Q>>) {
  const items = useSelector(actor, (s) => s.context.items);
  const total = useSelector(actor, (s) => s.context.total);
  const query = useSelector(actor, (s) => s.context.query);
  const loading = useSelector(actor, (s) => s.matches('loading'));
  const failed = useSelector(actor, (s) => s.context.error !== null);
  const page = useSelector(actor, (s) => s.context.page);
  const pageSize = useSelector(actor, (s) => s.context.pageSize);
  return {
    items,
    total,
    query,
    loading,
    failed,
    page,
    pageSize,
    next: () => actor.send({ type: 'paging.next' }),
    goto: (to: number) => actor.send({ type: 'paging.goto', page: to }),
  };
}
