import '../container/reflect.js';
import { ClipApi, RemixApi, StorySearchApi, TranscriptApi, TranscriptionApi, TranscriptVersionApi, UploadApi } from '@storykeep/core';
import { describe, expect, it } from 'vitest';
import { createContainer } from '../container/create-container.js';
import { HttpClipApi } from './http-clip.api.js';
import { HttpRemixApi } from './http-remix.api.js';
import { HttpStorySearchApi } from './http-search.api.js';
import { HttpTranscriptApi } from './http-transcript.api.js';
import { HttpTranscriptionApi, HttpTranscriptVersionApi } from './http-transcript-version.api.js';
import { HttpUploadApi } from './http-upload.api.js';

describe('storyMediaApiModule', () => {
  it('is loaded by the container, binding upload, transcripts and in-story search to their HTTP adapters', () => {
    const container = createContainer({ http: { baseUrl: '/api', fetch: async () => new Response('{}') } });
    expect(container.get(UploadApi)).toBeInstanceOf(HttpUploadApi);
    expect(container.get(TranscriptApi)).toBeInstanceOf(HttpTranscriptApi);
    expect(container.get(StorySearchApi)).toBeInstanceOf(HttpStorySearchApi);
    // One binding each: a second one makes every lookup fail as ambiguous.
    expect(container.get(ClipApi)).toBeInstanceOf(HttpClipApi);
    expect(container.get(RemixApi)).toBeInstanceOf(HttpRemixApi);
  });

  it('binds each port once (a second binding makes every lookup of it throw, as the clips tab did)', () => {
    const container = createContainer({ http: { baseUrl: '/api', fetch: async () => new Response('{}') } });
    expect(container.get(ClipApi)).toBeInstanceOf(HttpClipApi);
    expect(container.get(TranscriptVersionApi)).toBeInstanceOf(HttpTranscriptVersionApi);
    expect(container.get(TranscriptionApi)).toBeInstanceOf(HttpTranscriptionApi);
  });
});
