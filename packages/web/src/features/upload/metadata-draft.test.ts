import type { Story } from '@storykeep/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeOf, chunked, draftAfterSave, isoOfLocalDate, localDateOf, storyIdsParam } from './metadata-draft.js';

const story: Story = {
  _id: 's1',
  title: 'River',
  description: 'Kept',
  record_date: '1984-06-01T09:30:00.000Z',
  created_at: '2024-05-01T12:00:00.000Z',
};
const day = fc
  .date({ min: new Date('1900-01-02T00:00:00Z'), max: new Date('2099-12-30T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('metadata drafts', () => {
  it('keeps a picked day through the API instant and back', () => {
    fc.assert(
      fc.property(day, (picked) => {
        expect(localDateOf(isoOfLocalDate(picked))).toBe(picked);
      }),
    );
    expect(isoOfLocalDate('')).toBeNull();
    expect(localDateOf(null)).toBe('');
  });

  it('sends only the fields that differ from the story, and nothing when none does', () => {
    expect(changeOf(story, {})).toBeNull();
    expect(changeOf(story, { title: ' River ', recordDate: localDateOf(story.record_date) })).toBeNull();
    expect(changeOf(story, { description: 'New' })).toEqual({ _id: 's1', description: 'New' });
    expect(changeOf(story, { title: ' Flood ', recordDate: '' })).toEqual({ _id: 's1', title: 'Flood', record_date: null });
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 }), (title, description) => {
        const change = changeOf(story, { title, description });
        expect(change?.title).toBe(title.trim() === 'River' ? undefined : title.trim());
        expect(change?.description).toBe(description === 'Kept' ? undefined : description);
      }),
    );
  });

  it('sends the narrator, interviewer, place and language trimmed, only when they changed', () => {
    const described = { ...story, narrator: 'Ada', place: 'Mill' };
    expect(changeOf(described, { narrator: ' Ada ', place: 'Mill' })).toBeNull();
    expect(changeOf(described, { narrator: 'Ada Lovell', interviewer: ' Sam ', language: 'en', place: '' })).toEqual({
      _id: 's1',
      narrator: 'Ada Lovell',
      interviewer: 'Sam',
      place: '',
      language: 'en',
    });
    expect(draftAfterSave({ narrator: 'Ada Lovell', place: 'Harbour' }, { ...described, narrator: 'Ada Lovell' })).toEqual({
      place: 'Harbour',
    });
  });

  it('forgets what was saved and keeps what was typed since', () => {
    const saved = { ...story, title: 'Flood' };
    expect(draftAfterSave({ title: 'Flood' }, saved)).toBeNull();
    expect(draftAfterSave({ title: 'Flood of 1984', description: 'Kept' }, saved)).toEqual({ title: 'Flood of 1984' });
  });

  it('reads distinct story ids from the address, at most the bound, and splits runs', () => {
    expect(storyIdsParam('a, b,,a,c', 2)).toEqual(['a', 'b']);
    expect(storyIdsParam(null, 5)).toEqual([]);
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 7 }), (items, size) => {
        const runs = chunked(items, size);
        expect(runs.flat()).toEqual(items);
        expect(runs.every((run) => run.length > 0 && run.length <= size)).toBe(true);
      }),
    );
  });
});
