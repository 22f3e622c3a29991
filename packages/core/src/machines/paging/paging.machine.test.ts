import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flush } from '../testing/flush.js';
import { createPagingMachine, type LoadPageInput, type PageResult } from './paging.machine.js';

function start(all: number[], pageSize = 3) {
  const requests: LoadPageInput<string>[] = [];
  const machine = createPagingMachine<number, string>().provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: LoadPageInput<string> }): Promise<PageResult<number>> => {
        requests.push(input);
        const from = (input.page - 1) * input.pageSize;
        return { items: all.slice(from, from + input.pageSize), total: all.length };
      }),
    },
  });
  const actor = createActor(machine, { input: { query: 'q', pageSize } }).start();
  return { actor, requests };
}

describe('paging machine', () => {
  it('loads page 1 on reload, appends later pages, and stops at the total', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer(), { maxLength: 20 }), fc.integer({ min: 1, max: 6 }), async (all, pageSize) => {
        const { actor, requests } = start(all, pageSize);
        actor.send({ type: 'paging.reload' });
        await flush();
        for (let i = 0; i < 30; i += 1) {
          actor.send({ type: 'paging.next' });
          await flush();
        }
        expect(actor.getSnapshot().context.items).toEqual(all);
        expect(requests.length).toBe(Math.max(1, Math.ceil(all.length / pageSize)));
        expect(requests.map((r) => r.page)).toEqual(requests.map((_, i) => i + 1));
      }),
      { numRuns: 30 },
    );
  });

  it('resets the list to page 1 on reload with a new query', async () => {
    const { actor, requests } = start([1, 2, 3, 4, 5, 6, 7]);
    actor.send({ type: 'paging.reload' });
    await flush();
    actor.send({ type: 'paging.next' });
    await flush();
    expect(actor.getSnapshot().context.items).toHaveLength(6);
    actor.send({ type: 'paging.reload', query: 'other' });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([1, 2, 3]);
    expect(requests.at(-1)).toEqual({ page: 1, pageSize: 3, query: 'other' });
  });

  it('does not load a next page before the first', () => {
    const { actor, requests } = start([1, 2, 3]);
    actor.send({ type: 'paging.next' });
    expect(requests).toEqual([]);
  });
});
