import { type Story, StoryApi, TranscriptApi } from '@storykeep/core';
import { FakeStoryApi, FakeTranscriptApi } from '@storykeep/core/testing';
import { Container } from 'inversify';
import { describe, expect, it } from 'vitest';
import { hubStory, hubTranscript } from './hub.fixture.js';
import { prefetchStoryHub, takePrefetched } from './hub-prefetch.js';

function container() {
  const stories = new FakeStoryApi();
  const transcripts = new FakeTranscriptApi();
  stories.stories.set('s1', hubStory);
  transcripts.transcripts.set('s1', hubTranscript);
  const bound = new Container();
  bound.bind(StoryApi).toConstantValue(stories);
  bound.bind(TranscriptApi).toConstantValue(transcripts);
  return { bound, stories };
}

const fresh = (story: Story) => {
  const asked: string[] = [];
  return {
    asked,
    story: async () => {
      asked.push('story');
      return story;
    },
    data: async () => {
      asked.push('data');
      return { transcript: null, indexes: [] };
    },
  };
};

describe('hub prefetch', () => {
  it('hands the prefetched story and transcript to the hub once, then the hub asks afresh', async () => {
    const { bound } = container();
    prefetchStoryHub(bound, 's1');
    const first = fresh({ ...hubStory, title: 'fresh' });
    const taken = takePrefetched('s1', first);
    expect((await taken.story).title).toBe(hubStory.title);
    // The fake answers as the server does, with paragraph ids and a version beside what was stored.
    expect((await taken.data).transcript).toMatchObject(hubTranscript);
    expect(first.asked).toEqual([]);
    const again = fresh({ ...hubStory, title: 'fresh' });
    expect((await takePrefetched('s1', again).story).title).toBe('fresh');
    expect(again.asked).toEqual(['story', 'data']);
  });

  it('falls back to fresh requests when a prefetched one failed', async () => {
    const { bound } = container();
    prefetchStoryHub(bound, 'missing');
    const backup = fresh({ ...hubStory, _id: 'missing', title: 'fresh' });
    const taken = takePrefetched('missing', backup);
    expect((await taken.story).title).toBe('fresh');
    expect(backup.asked).toContain('story');
  });
});
