import { describe, expect, it } from 'vitest';
import { addressWithQuery, narrows, queryFromAddress } from './list-address.js';
import { INITIAL_QUERY } from './use-story-list.js';

describe('the list address', () => {
  it('round-trips a query and writes only what differs from the defaults', () => {
    const query = { ...INITIAL_QUERY, search: 'flood', sort: 'title' as const, direction: 'asc' as const, projects: ['p1', 'p2'] };
    const params = addressWithQuery(new URLSearchParams('tab=files'), query);
    expect(params.toString()).toBe('tab=files&q=flood&sort=title&order=asc&projects=p1%2Cp2');
    expect(queryFromAddress(params)).toEqual(query);
    expect(addressWithQuery(params, INITIAL_QUERY).toString()).toBe('tab=files');
  });

  it('falls back to the defaults for values it cannot read', () => {
    expect(queryFromAddress(new URLSearchParams('sort=colour&order=up&deed=maybe'))).toEqual(INITIAL_QUERY);
  });

  it('tells a narrowed list from a whole one', () => {
    expect(narrows(INITIAL_QUERY)).toBe(false);
    expect(narrows({ ...INITIAL_QUERY, sort: 'title' })).toBe(false);
    expect(narrows({ ...INITIAL_QUERY, deedOfGift: 'with' })).toBe(true);
    expect(narrows({ ...INITIAL_QUERY, search: 'x' })).toBe(true);
  });
});
