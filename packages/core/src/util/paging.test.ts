import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasNextPage, mergePage, nextPageNumber } from './paging.js';

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
});
