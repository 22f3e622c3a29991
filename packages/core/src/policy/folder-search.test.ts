import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchFolders } from './folder-search.js';

const folders = [{ name: 'Family' }, { name: 'Farm work' }, { name: '' }, {}, { name: null }, { name: 'Mill' }];

describe('searchFolders', () => {
  it('matches names anywhere in the name, ignoring case and spacing', () => {
    expect(searchFolders(folders, 'fa')).toEqual([{ name: 'Family' }, { name: 'Farm work' }]);
    expect(searchFolders(folders, 'WORK')).toEqual([{ name: 'Farm work' }]);
    expect(searchFolders([{ name: 'Mill  Town' }, { name: 'Mill\u00a0Town' }], ' mill town ')).toHaveLength(2);
    expect(searchFolders([{ name: 'Farm work' }], 'farm  work')).toEqual([{ name: 'Farm work' }]);
  });

  it('hides folders without a name, even for an empty search', () => {
    expect(searchFolders(folders, '')).toEqual([{ name: 'Family' }, { name: 'Farm work' }, { name: 'Mill' }]);
  });

  it('keeps only named folders, in their order', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ name: fc.option(fc.string({ maxLength: 6 })) })), fc.string({ maxLength: 2 }), (list, query) => {
        const found = searchFolders(list, query);
        expect(found.every((f) => Boolean(f.name))).toBe(true);
        expect(found).toEqual(list.filter((f) => found.includes(f)));
      }),
    );
  });

  it('finds a folder by any piece of its name, typed in capitals with spaces around', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z0-9]{1,12}$/), fc.nat(), fc.nat(), (name, from, length) => {
        const start = from % name.length;
        const piece = name.slice(start, start + 1 + (length % (name.length - start)));
        const folder = { name };
        expect(searchFolders([folder], ` ${piece.toUpperCase()} `)).toEqual([folder]);
      }),
    );
  });
});
