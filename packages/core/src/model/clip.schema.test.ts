import { describe, expect, it } from 'vitest';
import { ClipDialogStateSchema, ClipSchema, DEFAULT_CLIP_LIST_SORT } from './clip.schema.js';

const clip = { _id: 'c1', title: 'The flood', start: 12.5, end: 40, tags: ['flood'], created_at: '2024-05-01T12:00:00.000Z' };

describe('ClipSchema', () => {
  it('accepts a clip before and after its media is rendered', () => {
    expect(ClipSchema.parse(clip)).toEqual(clip);
    const rendered = { ...clip, thumbnailURL: '/t.jpg', archiveURL: '/a.mp4', audioArchiveURL: '/a.mp3', extendedArchiveURL: '/x.mp4' };
    expect(ClipSchema.parse(rendered)).toEqual(rendered);
  });

  it('rejects a clip that ends before it starts, naming the end', () => {
    expect(ClipSchema.safeParse({ ...clip, start: 41 }).error?.issues[0]?.path).toEqual(['end']);
  });

  it('rejects negative times', () => {
    expect(ClipSchema.safeParse({ ...clip, start: -1 }).error?.issues[0]?.path).toEqual(['start']);
  });

  it('sorts clip lists newest first', () => {
    expect(DEFAULT_CLIP_LIST_SORT).toEqual({ column: 'creationDate', order: 'desc', title: 'newest' });
  });
});

describe('ClipDialogStateSchema', () => {
  const dialog = {
    isOpen: true,
    videoUrl: '/v.mp4',
    clipFragmentUrl: null,
    clipExtendedFragmentUrl: null,
    description: '',
    start: 0,
    end: 10,
    tags: [],
    title: '',
    storyDuration: 60,
    isAudioFile: false,
  };

  it('accepts an open dialog and rejects one whose range is reversed', () => {
    expect(ClipDialogStateSchema.parse(dialog)).toEqual(dialog);
    expect(ClipDialogStateSchema.safeParse({ ...dialog, start: 11 }).success).toBe(false);
  });
});
