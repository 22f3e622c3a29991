import { describe, expect, it } from 'vitest';
import { StoryFileSchema } from './story-file.schema.js';

describe('StoryFileSchema', () => {
  it('accepts a release form', () => {
    const file = { _id: 'f1', title: 'Release', description: 'Signed 2024', release_form: true };
    expect(StoryFileSchema.parse(file)).toEqual(file);
  });

  it('requires release_form to be a boolean', () => {
    expect(StoryFileSchema.safeParse({ _id: 'f1', title: 'Release', release_form: 'yes' }).error?.issues[0]?.path).toEqual([
      'release_form',
    ]);
    expect(StoryFileSchema.safeParse({ _id: 'f1', title: 'Release' }).error?.issues[0]?.path).toEqual(['release_form']);
  });
});
