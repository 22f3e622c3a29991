import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_PAGE_SIZE } from '../../util/constants.js';
import { hasNextPage, mergePage, pageCount } from '../../util/paging.js';

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
  /** Whether the page being loaded replaces the list (a reload or a jump to a page) or is appended to it. */
  replacing: boolean;
  error: unknown;
}

export type PagingEvent<Q> =
  | { type: 'paging.reload'; query?: Q; page?: number }
  | { type: 'paging.next' }
  | { type: 'paging.goto'; page: number };

export interface PagingInput<Q> {
  query: Q;
  pageSize?: number;
}

/**
 * A paged list (see docs/product/entities.md, "Paging"): `paging.reload` loads page 1 (or the page it names) and replaces the
 * list; `paging.next` loads the next page only while fewer items are loaded than the total, and appends it; `paging.goto`
 * shows one page in place of the list (numbered paging), within the pages the total fills. `loadPage` comes at wiring.
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
      isOtherPage: ({ context, event }) =>
        event.type === 'paging.goto' &&
        Number.isInteger(event.page) &&
        event.page >= 1 &&
        event.page <= pageCount(context.total, context.pageSize) &&
        event.page !== context.page,
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
      replacing: true,
      error: null,
    }),
    initial: 'idle',
    on: {
      'paging.reload': {
        target: '.loading',
        reenter: true,
        actions: assign(({ context, event }) => ({
          query: event.query === undefined ? context.query : event.query,
          loadingPage: event.page !== undefined && Number.isInteger(event.page) && event.page > 1 ? event.page : 1,
          replacing: true,
        })),
      },
    },
    states: {
      idle: {
        on: {
          'paging.next': {
            guard: 'hasNextPage',
            target: 'loading',
            actions: assign({ loadingPage: ({ context }) => context.page + 1, replacing: false }),
          },
          'paging.goto': {
            guard: 'isOtherPage',
            target: 'loading',
            actions: assign({ loadingPage: ({ event }) => event.page, replacing: true }),
          },
        },
      },
      loading: {
        entry: assign({ error: null }),
        invoke: {
          src: 'loadPage',
          input: ({ context }) => ({ page: context.loadingPage, pageSize: context.pageSize, query: context.query }),
          onDone: [
            {
              // A page past the end (an old address, or items deleted meanwhile) shows the last page instead.
              guard: ({ context, event }) =>
                context.replacing &&
                event.output.items.length === 0 &&
                event.output.total > 0 &&
                context.loadingPage > pageCount(event.output.total, context.pageSize),
              target: 'loading',
              reenter: true,
              actions: assign({ loadingPage: ({ context, event }) => pageCount(event.output.total, context.pageSize) }),
            },
            {
              target: 'idle',
              actions: assign(({ context, event }) => ({
                items: context.replacing ? [...event.output.items] : mergePage(context.items, context.loadingPage, event.output.items),
                total: event.output.total,
                page: context.loadingPage,
              })),
            },
          ],
          onError: { target: 'idle', actions: assign({ error: ({ event }) => event.error }) },
        },
      },
    },
  });
}
