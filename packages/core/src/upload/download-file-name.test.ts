import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStory } from '../testing/model-arbitraries.js';
import { storyDownloadFileName } from './download-file-name.js';

const story = { title: 'Grandma on the farm!', created_at: '2024-05-01T12:00:00.000Z' };

describe('storyDownloadFileName', () => {
  it('joins the cleaned title, the UTC date and the extension', () => {
    expect(storyDownloadFileName(story)).toBe('Grandma_on_the_farm__2024-05-01_12-00-00.mp4');
  });

  it('turns each run of other characters into one underscore and keeps letters of any script', () => {
    expect(storyDownloadFileName({ ...story, title: 'A -- b/c  Éire 2' })).toBe('A_b_c_Éire_2_2024-05-01_12-00-00.mp4');
  });

  it("calls a story without a title 'Untitled'", () => {
    expect(storyDownloadFileName({ created_at: story.created_at })).toBe('Untitled_2024-05-01_12-00-00.mp4');
    expect(storyDownloadFileName({ ...story, title: '' })).toBe('Untitled_2024-05-01_12-00-00.mp4');
  });

  it('dates by recording start, else record date, else creation, always in UTC', () => {
    const dated = { ...story, record_date: '2023-01-02T03:04:05+02:00' };
    expect(storyDownloadFileName(dated)).toContain('_2023-01-02_01-04-05.');
    expect(storyDownloadFileName({ ...dated, recording_started_at: '2022-12-31T23:59:59.999Z' })).toContain('_2022-12-31_23-59-59.');
    expect(storyDownloadFileName({ ...dated, recording_started_at: null })).toContain('_2023-01-02_01-04-05.');
  });

  it('takes the extension from the option, else the custom archive URL, else mp4', () => {
    const custom = { ...story, custom_archive_url: 'https://media.example.org/raw/tape.WAV?sig=abc.def' };
    expect(storyDownloadFileName(custom)).toMatch(/\.wav$/);
    expect(storyDownloadFileName(custom, { extension: '.mp3' })).toMatch(/\.mp3$/);
    expect(storyDownloadFileName(custom, { extension: 'm4a' })).toMatch(/\.m4a$/);
    expect(storyDownloadFileName({ ...story, custom_archive_url: '/api/media/abc' })).toMatch(/\.mp4$/);
    expect(storyDownloadFileName({ ...story, custom_archive_url: '/api/media.d/abc' })).toMatch(/\.mp4$/);
    expect(storyDownloadFileName(story, { extension: '../../etc' })).toMatch(/\.mp4$/);
  });

  it('makes names of letters, digits, underscores and dashes only, with one extension', () => {
    fc.assert(
      fc.property(arbStory, fc.string({ unit: 'grapheme' }), fc.option(fc.string(), { nil: undefined }), (s, title, extension) => {
        const name = storyDownloadFileName({ ...s, title }, { extension });
        expect(name).toMatch(/^[\p{L}\p{N}_]+_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.[a-z0-9]{1,8}$/u);
        expect(name).not.toMatch(/__{2,}/);
      }),
    );
  });
});
