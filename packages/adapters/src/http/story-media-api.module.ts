import {
  ClipApi,
  CrossSearchApi,
  RemixApi,
  SpeechServicesApi,
  StorySearchApi,
  TranscriptApi,
  TranscriptionApi,
  TranscriptVersionApi,
  UploadApi,
} from '@storykeep/core';
import { ContainerModule } from 'inversify';
import { HttpClipApi } from './http-clip.api.js';
import { HttpCrossSearchApi } from './http-cross-search.api.js';
import { HttpRemixApi } from './http-remix.api.js';
import { HttpStorySearchApi } from './http-search.api.js';
import { HttpSpeechServicesApi } from './http-speech-services.api.js';
import { HttpTranscriptApi } from './http-transcript.api.js';
import { HttpTranscriptionApi, HttpTranscriptVersionApi } from './http-transcript-version.api.js';
import { HttpUploadApi } from './http-upload.api.js';

/** File upload, transcripts with indexes, versions, transcription requests, clips, remixes and in-story search over HTTP. */
export function storyMediaApiModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind<UploadApi>(UploadApi).to(HttpUploadApi).inSingletonScope();
    bind<TranscriptApi>(TranscriptApi).to(HttpTranscriptApi).inSingletonScope();
    bind<TranscriptVersionApi>(TranscriptVersionApi).to(HttpTranscriptVersionApi).inSingletonScope();
    bind<TranscriptionApi>(TranscriptionApi).to(HttpTranscriptionApi).inSingletonScope();
    bind<SpeechServicesApi>(SpeechServicesApi).to(HttpSpeechServicesApi).inSingletonScope();
    bind<ClipApi>(ClipApi).to(HttpClipApi).inSingletonScope();
    bind<RemixApi>(RemixApi).to(HttpRemixApi).inSingletonScope();
    bind<StorySearchApi>(StorySearchApi).to(HttpStorySearchApi).inSingletonScope();
    bind<CrossSearchApi>(CrossSearchApi).to(HttpCrossSearchApi).inSingletonScope();
  });
}
