import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { itemsOnPage } from '../../util/paging.js';
import { flush } from '../testing/flush.js';
import { createPagingMachine, type LoadPageInput, type PageResult } from './paging.machine.js';

function start(all: number[], pageSize = 3) {
  const requests: LoadPageInput<string>[] = [];
  const machine = createPagingMachine<number, string>().provide({
    actors: {
      loadPage: fromPromise(async ({ input }: { input: LoadPageInput<string> }): Promise<PageResult<number>> => {
        requests.push(input);
        return { items: itemsOnPage(all, input.page, input.pageSize), total: all.length };
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

  it('jumps to a numbered page in place of the list, only within the pages the total fills', async () => {
    const { actor, requests } = start([1, 2, 3, 4, 5, 6, 7]);
    actor.send({ type: 'paging.reload' });
    await flush();
    actor.send({ type: 'paging.goto', page: 3 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ items: [7], page: 3, total: 7 });
    actor.send({ type: 'paging.goto', page: 2 });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([4, 5, 6]);
    for (const page of [0, 4, 2, 1.5]) actor.send({ type: 'paging.goto', page });
    await flush();
    expect(requests.map((r) => r.page)).toEqual([1, 3, 2]);
    // Next after a jump appends the following page, as before.
    actor.send({ type: 'paging.next' });
    await flush();
    expect(actor.getSnapshot().context.items).toEqual([4, 5, 6, 7]);
  });

  it('reloads at the page an address names, and shows the last page when that one is past the end', async () => {
    const { actor, requests } = start([1, 2, 3, 4, 5, 6, 7]);
    actor.send({ type: 'paging.reload', page: 2 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ items: [4, 5, 6], page: 2 });
    actor.send({ type: 'paging.reload', query: 'other', page: 9 });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ items: [7], page: 3 });
    expect(requests.slice(1).map((r) => [r.page, r.query])).toEqual([
      [9, 'other'],
      [3, 'other'],
    ]);
  });
});
