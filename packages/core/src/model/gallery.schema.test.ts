import { describe, expect, it } from 'vitest';
import { GallerySchema } from './gallery.schema.js';

const gallery = {
  _id: 'g1',
  title: 'Mill workers',
  author: 'u1',
  elements: [
    { type: 'story', id: 's1' },
    { type: 'clip', id: 'c1' },
  ],
  clips: ['c1'],
  colorStart: '#112233',
  colorEnd: '#AABBCC',
  created_at: '2024-05-01T12:00:00.000Z',
};

describe('GallerySchema', () => {
  it("is 'private' unless told otherwise: a gallery is private until published", () => {
    expect(GallerySchema.parse(gallery).sync_status).toBe('private');
    expect(GallerySchema.parse({ ...gallery, sync_status: 'out_of_sync' }).sync_status).toBe('out_of_sync');
  });

  it.each([
    ['a colour name', { ...gallery, colorStart: 'red' }, ['colorStart']],
    ['an element of unknown type', { ...gallery, elements: [{ type: 'photo', id: 'x' }] }, ['elements', 0, 'type']],
    ['an unknown sync status', { ...gallery, sync_status: 'stale' }, ['sync_status']],
  ])('rejects %s', (_, value, path) => {
    expect(GallerySchema.safeParse(value).error?.issues[0]?.path).toEqual(path);
  });
});
