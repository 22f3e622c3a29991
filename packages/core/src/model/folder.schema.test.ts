import { describe, expect, it } from 'vitest';
import { FolderSchema } from './folder.schema.js';

describe('FolderSchema', () => {
  it('accepts a folder with its list view, and a nameless one', () => {
    const folder = {
      _id: 'f1',
      name: 'Family',
      project: 'p1',
      stories: ['s1', 's2'],
      description: 'Family stories',
      creator: 'u1',
      membersOfFolder: ['u1', 'u2'],
      defaultFolderForProject: false,
      numberOfStories: 2,
      paging: { size: 15, current: 1 },
      sort: { column: 'created_at', order: 'desc' },
    };
    expect(FolderSchema.parse(folder)).toEqual(folder);
    expect(FolderSchema.safeParse({ _id: 'f2', project: 'p1' }).success).toBe(true);
  });

  it.each([
    ['no project', { _id: 'f1', name: 'A' }, ['project']],
    ['a negative story count', { _id: 'f1', project: 'p1', numberOfStories: -1 }, ['numberOfStories']],
    ['page 0', { _id: 'f1', project: 'p1', paging: { size: 15, current: 0 } }, ['paging', 'current']],
    ['an unknown sort order', { _id: 'f1', project: 'p1', sort: { column: 'title', order: 'up' } }, ['sort', 'order']],
  ])('rejects %s', (_, folder, path) => {
    expect(FolderSchema.safeParse(folder).error?.issues[0]?.path).toEqual(path);
  });
});
