import { buildChapters, messages } from '@storykeep/core';
import { FakeStorySearchApi } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { hubIndex, hubTranscript } from './hub.fixture.js';
import { chapterMatches, chunkTimes, searchMeaning, speakerLabel } from './hub-search.js';

const chapters = buildChapters({ metadata: hubIndex.metadata, paragraphs: hubTranscript.paragraphs });

describe('hub search helpers', () => {
  it('finds chapters by title or summary, and by tag, ignoring case and spacing', () => {
    expect(chapterMatches(chapters, 'WEAVING', 'chapters')).toEqual([1]);
    expect(chapterMatches(chapters, ' Weaving ', 'chapters')).toEqual([1]);
    expect(chapterMatches(chapters, 'bell', 'tags')).toEqual([0]);
    expect(chapterMatches(chapters, 'weaving', 'tags')).toEqual([]);
    expect(chapterMatches(chapters, '  ', 'chapters')).toEqual([]);
  });

  it('asks nothing without both text and a story, and reads a failure as no results', async () => {
    const api = new FakeStorySearchApi();
    api.results.set('s1', [{ chapterTitle: 'A', avgScore: 1, chunks: [] }]);
    await expect(searchMeaning(api, 's1', '   ')).resolves.toEqual([]);
    await expect(searchMeaning(api, '', 'mill')).resolves.toEqual([]);
    expect(api.calls).toEqual([]);
    await expect(searchMeaning(api, 's1', ' mill ')).resolves.toHaveLength(1);
    expect(api.calls).toEqual([{ storyId: 's1', query: 'mill' }]);
    api.failing = true;
    await expect(searchMeaning(api, 's1', 'mill')).resolves.toEqual([]);
  });

  it('names a missing speaker and writes chunk times as mm:ss', () => {
    expect(speakerLabel({ speaker: null })).toBe(messages.unknownSpeaker);
    expect(speakerLabel({ speaker: ' ' })).toBe(messages.unknownSpeaker);
    expect(speakerLabel({ speaker: 'Clara' })).toBe('Clara');
    expect(chunkTimes({ start_time: 59.9, end_time: 3725 })).toBe('00:59 – 62:05');
  });
});
