import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '../../util/constants.js';
import { hasNextPage, mergePage } from '../../util/paging.js';

/** One page of a list as the API answers it. */
export interface PageResult<T> {
  items: T[];
  total: number;
}

export interface LoadPageInput<Q> {
  page: number;
  pageSize: number;
  query: Q;
}

export interface PagingContext<T, Q> {
  items: T[];
  total: number;
  /** The last page loaded (0 before any). */
  page: number;
  pageSize: number;
  query: Q;
  /** The page being loaded. */
  loadingPage: number;
  error: unknown;
}

export type PagingEvent<Q> = { type: 'paging.reload'; query?: Q } | { type: 'paging.next' };

export interface PagingInput<Q> {
  query: Q;
  pageSize?: number;
}

/**
 * A paged list (see docs/product/entities.md, "Paging"): `paging.reload` loads page 1 and replaces the list; `paging.next` loads
 * the next page only while fewer items are loaded than the total, and appends it. `loadPage` comes at wiring.
 */
export function createPagingMachine<T, Q = undefined>() {
  return setup({
    types: { context: {} as PagingContext<T, Q>, events: {} as PagingEvent<Q>, input: {} as PagingInput<Q> },
    actors: {
      loadPage: fromPromise<PageResult<T>, LoadPageInput<Q>>(async () => {
        throw new Error('loadPage is provided at wiring');
      }),
    },
    guards: {
      hasNextPage: ({ context }) => context.page > 0 && hasNextPage(context.items.length, context.total),
    },
  }).createMachine({
    id: 'paging',
    context: ({ input }) => ({
      items: [],
      total: 0,
      page: 0,
      pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE,
      query: input.query,
      loadingPage: 0,
      error: null,
    }),
    initial: 'idle',
    on: {
      'paging.reload': {
        target: '.loading',
        reenter: true,
        actions: assign(({ context, event }) => ({ query: event.query === undefined ? context.query : event.query, loadingPage: 1 })),
      },
    },
    states: {
      idle: {
        on: {
          'paging.next': { guard: 'hasNextPage', target: 'loading', actions: assign({ loadingPage: ({ context }) => context.page + 1 }) },
        },
      },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ page: context.loadingPage, pageSize: context.pageSize, query: context.query }),
          onDone: {
            target: 'idle',
            actions: assign(({ context, event }) => ({
              items: mergePage(context.items, context.loadingPage, event.output.items),
              total: event.output.total,
              page: context.loadingPage,
            })),
          },
          onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
    },
  });
}
