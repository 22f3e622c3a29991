import { describe, expect, it } from 'vitest';
import { isAudioStory, isTranscriptReady } from './story-rules.js';

describe('story rules', () => {
  it('tells an audio story by its uploaded type or by processing', () => {
    expect(isAudioStory({ custom_archive_media_type: 'audio/mpeg' })).toBe(true);
    expect(isAudioStory({ mediaType: 'audio' })).toBe(true);
    expect(isAudioStory({ custom_archive_media_type: 'video/mp4' })).toBe(false);
    expect(isAudioStory({ custom_archive_media_type: null })).toBe(false);
    expect(isAudioStory({})).toBe(false);
  });

  it('calls a transcript ready only when its status is completed or it came with paragraphs', () => {
    expect(isTranscriptReady({ transcript: 'completed' })).toBe(true);
    for (const status of ['pending', 'pending_mux', 'failed', 'no_op'] as const)
      expect(isTranscriptReady({ transcript: status })).toBe(false);
    expect(isTranscriptReady({})).toBe(false);
    expect(isTranscriptReady({ transcript: { paragraphs: [{}] } })).toBe(true);
    expect(isTranscriptReady({ transcript: { paragraphs: [] } })).toBe(false);
  });
});
