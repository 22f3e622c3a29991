import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNextPage, itemsOnPage, mergePage, nextPageNumber, pageCount, pageOffset, pageRange, pageWindow } from './paging.js';

describe('paging', () => {
  it('loads another page only while fewer are loaded than the total', () => {
    expect(hasNextPage(14, 15)).toBe(true);
    expect(hasNextPage(15, 15)).toBe(false);
    expect(hasNextPage(0, 0)).toBe(false);
    expect(nextPageNumber(2, 30, 31)).toBe(3);
    expect(nextPageNumber(2, 31, 31)).toBe(2);
  });

  it('replaces the list on page 1 and appends later pages', () => {
    expect(mergePage(['a', 'b'], 1, ['c'])).toEqual(['c']);
    expect(mergePage(['a', 'b'], 2, ['c'])).toEqual(['a', 'b', 'c']);
  });

  it('never changes the list it was given', () => {
    const list = Object.freeze(['a']);
    mergePage(list, 2, ['b']);
    expect(list).toEqual(['a']);
  });

  it('loading pages 1..k one after another gives every item once, in order', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer(), { maxLength: 5 }), { minLength: 1, maxLength: 6 }), (pages) => {
        const merged = pages.reduce<number[]>((list, items, index) => mergePage(list, index + 1, items), [99]);
        expect(merged).toEqual(pages.flat());
      }),
    );
  });

  it('stops advancing exactly when everything is loaded', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), fc.integer({ min: 1, max: 100 }), (loaded, total, page) => {
        expect(nextPageNumber(page, loaded, total) > page).toBe(loaded < total);
      }),
    );
  });

  it('counts pages and the items a page holds', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageRange(1, 15, 42)).toEqual({ first: 1, last: 15 });
    expect(pageRange(3, 15, 42)).toEqual({ first: 31, last: 42 });
    expect(pageRange(1, 25, 0)).toEqual({ first: 0, last: 0 });
  });

  it('skips the items of the pages before', () => {
    expect(pageOffset(1, 15)).toBe(0);
    expect(pageOffset(3, 15)).toBe(30);
    expect(itemsOnPage(['a', 'b', 'c', 'd', 'e'], 2, 2)).toEqual(['c', 'd']);
    expect(itemsOnPage(['a', 'b', 'c', 'd', 'e'], 3, 2)).toEqual(['e']);
    expect(itemsOnPage(['a'], 2, 2)).toEqual([]);
  });

  it('pages 1..pageCount hold every item once, in order, and agree with the shown range', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (items, pageSize) => {
        const count = pageCount(items.length, pageSize);
        const pages = Array.from({ length: count }, (_, i) => itemsOnPage(items, i + 1, pageSize));
        expect(pages.flat()).toEqual(items);
        expect(itemsOnPage(items, count + 1, pageSize)).toEqual([]);
        pages.forEach((shown, i) => {
          expect(shown.length).toBeLessThanOrEqual(pageSize);
          const { first, last } = pageRange(i + 1, pageSize, items.length);
          if (shown.length > 0)
            expect([first, last]).toEqual([pageOffset(i + 1, pageSize) + 1, pageOffset(i + 1, pageSize) + shown.length]);
          else expect([first, last]).toEqual([0, 0]);
        });
      }),
    );
  });

  it('shows the first, last and nearby pages, with gaps only for two or more left out', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pageWindow(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 9, 10]);
  });

  it('lists each page once, in order, always the current, first and last', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 3 }), fc.nat(), (count, around, at) => {
        const page = (at % count) + 1;
        const shown = pageWindow(page, count, around);
        const pages = shown.filter((p): p is number => p !== 'gap');
        expect(pages).toEqual([...new Set(pages)].sort((a, b) => a - b));
        expect(pages).toContain(page);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        shown.forEach((p, i) => {
          if (p === 'gap') expect((shown[i + 1] as number) - (shown[i - 1] as number)).toBeGreaterThan(2);
        });
      }),
    );
  });
});
