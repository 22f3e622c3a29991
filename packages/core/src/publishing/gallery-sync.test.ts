import { describe, expect, it } from 'vitest';
import { galleryOutOfSyncMessages, galleryPlayRange, type SyncedClip } from './gallery-sync.js';

const clip = (title: string, start = 1, end = 5, updatedAt = '2024-01-01T00:00:00.000Z'): SyncedClip => ({ title, start, end, updatedAt });

describe('galleryOutOfSyncMessages', () => {
  const synced = { a: clip('Whistle'), b: clip('Flood'), c: clip('Mill') };

  it('is empty while every clip is as it was refreshed', () => {
    expect(
      galleryOutOfSyncMessages(
        ['a', 'b'],
        synced,
        new Map([
          ['a', clip('Whistle')],
          ['b', clip('Flood')],
        ]),
      ),
    ).toEqual([]);
  });

  it('names each deleted or changed clip, in the gallery order', () => {
    const current = new Map([
      ['a', clip('Whistle', 1, 4)],
      ['c', clip('Mill works', 1, 5)],
    ]);
    expect(galleryOutOfSyncMessages(['c', 'b', 'a'], synced, current)).toEqual([
      "The clip 'Mill works' changed since the gallery was last refreshed.",
      "The clip 'Flood' was deleted since the gallery was last refreshed.",
      "The clip 'Whistle' changed since the gallery was last refreshed.",
    ]);
  });

  it('counts a new edit time as a change even when the range and title read the same', () => {
    expect(galleryOutOfSyncMessages(['a'], synced, new Map([['a', clip('Whistle', 1, 5, '2024-02-01T00:00:00.000Z')]]))).toHaveLength(1);
  });
});

describe('galleryPlayRange', () => {
  it('keeps a trim inside the clip, and falls back to the whole clip when nothing is left', () => {
    expect(galleryPlayRange({ start: 2, end: 8 }, {})).toEqual({ start: 2, end: 8 });
    expect(galleryPlayRange({ start: 2, end: 8 }, { start: 3, end: 6 })).toEqual({ start: 3, end: 6 });
    expect(galleryPlayRange({ start: 2, end: 8 }, { start: 0, end: 20 })).toEqual({ start: 2, end: 8 });
    expect(galleryPlayRange({ start: 2, end: 8 }, { start: 9, end: 12 })).toEqual({ start: 2, end: 8 });
  });
});
