import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFolders } from './folder-search.js';

const folders = [{ name: 'Family' }, { name: 'Farm work' }, { name: '' }, {}, { name: null }, { name: 'Mill' }];

describe('searchFolders', () => {
  it('matches names case-insensitively anywhere in the name', () => {
    expect(searchFolders(folders, 'fa')).toEqual([{ name: 'Family' }, { name: 'Farm work' }]);
    expect(searchFolders(folders, 'WORK')).toEqual([{ name: 'Farm work' }]);
  });

  it('hides folders without a name, even for an empty search', () => {
    expect(searchFolders(folders, '')).toEqual([{ name: 'Family' }, { name: 'Farm work' }, { name: 'Mill' }]);
  });

  it('keeps only named folders that contain the query, in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.option(fc.string({ maxLength: 6 })) })), fc.string({ maxLength: 2 }), (list, query) => {
        const found = searchFolders(list, query);
        const needle = query.trim().toLowerCase();
        expect(found).toEqual(list.filter((f) => typeof f.name === 'string' && f.name !== '' && f.name.toLowerCase().includes(needle)));
      }),
    );
  });
});
