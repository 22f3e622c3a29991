import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BULK_UPLOAD_STORIES_MAX,
  StoryStatusBulkUploadRequestSchema,
  StoryStatusBulkUploadResponseSchema,
  StoryUpdateBulkUploadRequestSchema,
} from './story-bulk-upload.api.schema.js';

const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ _id: `s${i}` }));
const issuePath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.map(String).join('.');

describe('bulk upload call schemas', () => {
  it('takes 1 to BULK_UPLOAD_STORIES_MAX distinct ids, and names the repeated one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: BULK_UPLOAD_STORIES_MAX + 5 }), (n) => {
        const ok = n >= 1 && n <= BULK_UPLOAD_STORIES_MAX;
        expect(StoryStatusBulkUploadRequestSchema.safeParse({ stories: ids(n) }).success).toBe(ok);
      }),
    );
    const repeated = StoryStatusBulkUploadRequestSchema.safeParse({ stories: [{ _id: 'a' }, { _id: 'b' }, { _id: 'a' }] });
    expect(issuePath(repeated)).toBe('stories.2._id');
    expect(StoryStatusBulkUploadRequestSchema.safeParse({ stories: [{ _id: 'a', title: 'x' }] }).success).toBe(false);
  });

  it('takes any mix of title, description and record_date, but at least one, and nothing else', () => {
    const fields = fc.record(
      {
        title: fc.string({ minLength: 1, maxLength: 40 }).filter((t) => t.trim().length > 0),
        description: fc.string({ maxLength: 80 }),
        record_date: fc.option(fc.date({ noInvalidDate: true, min: new Date(0), max: new Date(4e12) }).map((d) => d.toISOString())),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fields, (change) => {
        const result = StoryUpdateBulkUploadRequestSchema.safeParse({ stories: [{ _id: 's1', ...change }] });
        expect(result.success).toBe(Object.keys(change).length > 0);
        if (result.success) expect(result.data.stories[0]?.title).toBe(change.title?.trim());
      }),
    );
    expect(issuePath(StoryUpdateBulkUploadRequestSchema.safeParse({ stories: [{ _id: 's1', title: '   ' }] }))).toBe('stories.0.title');
    expect(issuePath(StoryUpdateBulkUploadRequestSchema.safeParse({ stories: [{ _id: 's1', title: 'T', foldersId: [] }] }))).toBe(
      'stories.0',
    );
    expect(issuePath(StoryUpdateBulkUploadRequestSchema.safeParse({ stories: [{ _id: 's1', record_date: '1 May 2024' }] }))).toBe(
      'stories.0.record_date',
    );
  });

  it('answers a story only beside available: true', () => {
    const story = { _id: 's1', created_at: '2024-05-01T12:00:00.000Z' };
    expect(
      StoryStatusBulkUploadResponseSchema.safeParse([
        { available: true, story },
        { available: false, story: null },
      ]).success,
    ).toBe(true);
    expect(StoryStatusBulkUploadResponseSchema.safeParse([{ available: false, story }]).success).toBe(false);
    expect(StoryStatusBulkUploadResponseSchema.safeParse([{ available: true, story: null }]).success).toBe(false);
  });
});
