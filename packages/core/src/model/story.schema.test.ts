import { describe, expect, it } from 'vitest';
import { StorySchema } from './story.schema.js';

const minimal = { _id: 's1', created_at: '2024-05-01T12:00:00.000Z' };

describe('StorySchema', () => {
  it('accepts a minimal story and a fully described one', () => {
    expect(StorySchema.parse(minimal)).toEqual(minimal);
    const full = {
      ...minimal,
      storyId: 's1',
      title: 'Grandma on the farm',
      archiveURL: 'https://media.example.org/s1.mp4',
      custom_archive_url: '/api/media/s1/original.mov',
      custom_archive_media_type: 'audio/mpeg',
      recording_started_at: null,
      record_date: '2024-04-30T09:15:00+02:00',
      updated_at: '2024-05-02T12:00:00.000Z',
      duration: 3600.5,
      thumbnailURL: null,
      mediaType: 'audio',
      folders: [{ _id: 'f1', name: 'Family' }],
      foldersId: ['f1'],
      sessionPassword: null,
      type: 'local',
      transcript: 'pending_mux',
      shared_page: null,
      project_id: 'p1',
      asyncOperations: [{ type: 'transcribe', status: 'pending', mode: 'advanced' }],
      indexes: [{ _id: 'i1', title: 'Intro' }],
      prepsession: 'prep1',
      uploadProgress: 'FAILED',
      uploadedPartCount: 2,
      complete: false,
      needToDelete: true,
    };
    expect(StorySchema.parse(full)).toEqual(full);
  });

  it('accepts a transcript sent whole, leaving its paragraphs to the transcript normaliser', () => {
    const story = { ...minimal, transcript: { paragraphs: [{ speaker: 'A', start: 'not a number' }] } };
    expect(StorySchema.parse(story)).toEqual(story);
  });

  it.each([
    ['no id', { created_at: minimal.created_at }, ['_id']],
    ['an empty id', { ...minimal, _id: '' }, ['_id']],
    ['a date that is not ISO', { ...minimal, created_at: '01/05/2024' }, ['created_at']],
    ['a date as a number', { ...minimal, created_at: 1714564800000 }, ['created_at']],
    ['an unknown type', { ...minimal, type: 'remote' }, ['type']],
    ['a negative duration', { ...minimal, duration: -1 }, ['duration']],
    ['an unknown transcript status', { ...minimal, transcript: 'done' }, ['transcript']],
    [
      'an unknown operation status',
      { ...minimal, asyncOperations: [{ type: 'transcribe', status: 'running' }] },
      ['asyncOperations', 0, 'status'],
    ],
    ['a progress above 100%', { ...minimal, uploadProgress: '101' }, ['uploadProgress']],
    ['a fractional part count', { ...minimal, uploadedPartCount: 1.5 }, ['uploadedPartCount']],
  ])('rejects %s, naming the field', (_, story, path) => {
    const result = StorySchema.safeParse(story);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(path);
  });
});
