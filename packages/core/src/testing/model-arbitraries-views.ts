// fast-check generators of valid view and tool entities: conclude, gallery, clips, search, authoring, upload, tasks.
import fc from 'fast-check';
import type {
  AuthoringDraft,
  AuthoringState,
  Clip,
  ClipDialogState,
  ConcludeState,
  DownloadBuildTask,
  Gallery,
  SemanticSearchChunk,
  SemanticSearchResult,
  StoryListFilters,
  TaskServiceStory,
  UploadingStory,
  UploadState,
} from '../model/index.js';
import { DeedOfGiftFilterSchema, GallerySyncStatusSchema } from '../model/index.js';
import { arbCount, arbEmail, arbId, arbIsoDate, arbSeconds, arbTitle, arbUrl, arbWord, entity, oneOf } from './model-arbitraries-base.js';
import { arbStoryUploadFields } from './model-arbitraries-story.js';

/** JSON data as it comes back from JSON.parse (fast-check's generator may give -0, which JSON turns into 0). */
const arbJson = fc.jsonValue({ maxDepth: 3 }).map((value): unknown => JSON.parse(JSON.stringify(value)));

/** An ordered pair of seconds, so every generated range has end ≥ start. */
const arbRange = fc.tuple(arbSeconds, arbSeconds).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

export const arbConcludeState: fc.Arbitrary<ConcludeState> = entity<ConcludeState>({
  folders: fc.array(arbId, { maxLength: 3 }),
  participants: fc.array(entity({ name: arbTitle, email: arbEmail }, ['email']), { maxLength: 3 }),
  recordAgainUrl: fc.option(arbUrl),
  tags: fc.array(arbWord, { maxLength: 4 }),
  emails: fc.array(arbEmail, { maxLength: 3 }),
  title: arbTitle,
  description: arbTitle,
  authorEmail: fc.option(arbEmail),
  notifyGroup: fc.boolean(),
  projects: fc.array(arbId, { maxLength: 2 }),
  termsAccepted: fc.boolean(),
  isUpload: fc.boolean(),
  concluded: fc.boolean(),
  archiveMediaURL: fc.option(arbUrl),
  posterURL: fc.option(arbUrl),
  notes: fc.string({ maxLength: 200 }),
  compositionCompleted: fc.boolean(),
  dolbyConference: fc.boolean(),
  transcribeSubmitted: fc.boolean(),
  thumbnailURL: fc.option(arbUrl),
  organizationName: fc.option(arbWord),
  chunks: fc.array(arbId, { maxLength: 4 }),
});

const arbColour = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);

export const arbGallery: fc.Arbitrary<Gallery> = entity<Gallery>(
  {
    _id: arbId,
    title: arbTitle,
    description: arbTitle,
    author: arbId,
    author_name: arbTitle,
    backgroundURL: fc.option(arbUrl),
    logoURL: fc.option(arbUrl),
    thumbnailURL: fc.option(arbUrl),
    elements: fc.array(entity({ type: fc.constantFrom('story', 'clip'), id: arbId }), { maxLength: 4 }),
    clips: fc.array(arbId, { maxLength: 4 }),
    colorStart: arbColour,
    colorEnd: arbColour,
    organization: arbWord,
    sharePageUrl: fc.option(arbUrl),
    sync_status: oneOf(GallerySyncStatusSchema),
    out_of_sync_messages: fc.array(arbTitle, { maxLength: 3 }),
    updated_at: arbIsoDate,
    created_at: arbIsoDate,
  },
  [
    'description',
    'author_name',
    'backgroundURL',
    'logoURL',
    'thumbnailURL',
    'colorStart',
    'colorEnd',
    'organization',
    'sharePageUrl',
    'out_of_sync_messages',
    'updated_at',
  ],
);

export const arbClip: fc.Arbitrary<Clip> = arbRange.chain(([start, end]) =>
  entity<Clip>(
    {
      _id: arbId,
      title: arbTitle,
      description: arbTitle,
      start: fc.constant(start),
      end: fc.constant(end),
      tags: fc.array(arbWord, { maxLength: 4 }),
      created_at: arbIsoDate,
      thumbnailURL: fc.option(arbUrl),
      archiveURL: fc.option(arbUrl),
      audioArchiveURL: fc.option(arbUrl),
      extendedArchiveURL: fc.option(arbUrl),
      shared_page: fc.option(arbUrl),
    },
    ['description', 'thumbnailURL', 'archiveURL', 'audioArchiveURL', 'extendedArchiveURL', 'shared_page'],
  ),
);

export const arbClipDialogState: fc.Arbitrary<ClipDialogState> = fc.tuple(arbRange, arbSeconds).chain(([[start, end], extra]) =>
  entity<ClipDialogState>({
    isOpen: fc.boolean(),
    videoUrl: fc.option(arbUrl),
    clipFragmentUrl: fc.option(arbUrl),
    clipExtendedFragmentUrl: fc.option(arbUrl),
    description: arbTitle,
    start: fc.constant(start),
    end: fc.constant(end),
    tags: fc.array(arbWord, { maxLength: 4 }),
    title: arbTitle,
    storyDuration: fc.constant(end + extra),
    isAudioFile: fc.boolean(),
  }),
);

export const arbSemanticSearchChunk: fc.Arbitrary<SemanticSearchChunk> = arbRange.chain(([start_time, end_time]) =>
  entity<SemanticSearchChunk>(
    {
      start_time: fc.constant(start_time),
      end_time: fc.constant(end_time),
      speaker: fc.option(arbWord),
      highlight: arbTitle,
      transcription: arbTitle,
      _weaviate_score: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      _lexical_score: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
      _vector_score: fc.integer({ min: -1000, max: 1000 }).map((n) => n / 1000),
    },
    ['speaker', '_lexical_score', '_vector_score'],
  ),
);

export const arbSemanticSearchResult: fc.Arbitrary<SemanticSearchResult> = entity<SemanticSearchResult>({
  chapterTitle: arbTitle,
  avgScore: fc.integer({ min: 0, max: 1000 }).map((n) => n / 1000),
  chunks: fc.array(arbSemanticSearchChunk, { maxLength: 4 }),
});

export const arbAuthoringState: fc.Arbitrary<AuthoringState> = arbRange.chain(([progressSeconds, duration]) =>
  entity<AuthoringState>({
    playing: fc.boolean(),
    progressSeconds: fc.constant(progressSeconds),
    playbackRate: fc.constantFrom(0.5, 0.75, 1, 1.25, 1.5, 2),
    duration: fc.constant(duration),
    unsavedChanges: fc.boolean(),
    lastSaved: fc.option(arbIsoDate),
    autoScroll: fc.boolean(),
    pauseWhileTyping: fc.boolean(),
    showIndex: fc.boolean(),
    showTranscript: fc.boolean(),
  }),
);

const arbDraftEntry = entity({ id: arbId, timestamp: arbIsoDate, data: arbJson });
export const arbAuthoringDraft: fc.Arbitrary<AuthoringDraft> = entity<AuthoringDraft>({
  transcripts: fc.array(arbDraftEntry, { maxLength: 3 }),
  indexes: fc.array(arbDraftEntry, { maxLength: 3 }),
});

export const arbUploadingStory: fc.Arbitrary<UploadingStory> = fc
  .tuple(entity({ _id: arbId, title: arbTitle, size: fc.nat() }), arbStoryUploadFields)
  .map(([story, upload]) => ({ ...story, ...upload }));

/** Counters that agree: filesCompleted ≤ current ≤ total. */
export const arbUploadState: fc.Arbitrary<UploadState> = fc
  .tuple(arbCount, arbCount, arbCount)
  .map((counts) => counts.sort((a, b) => a - b))
  .chain(([filesCompleted, current, total]) =>
    entity<UploadState>({
      uploadingFiles: fc.boolean(),
      filesCompleted: fc.constant(filesCompleted ?? 0),
      current: fc.constant(current ?? 0),
      total: fc.constant(total ?? 0),
      stories: fc.array(arbUploadingStory, { maxLength: 4 }),
      projectId: fc.option(arbId),
      folders: fc.array(arbId, { maxLength: 3 }),
      filesTab: fc.constantFrom('local', 'cloud'),
    }),
  );

export const arbStoryListFilters: fc.Arbitrary<StoryListFilters> = entity<StoryListFilters>({
  organizations: fc.array(arbWord, { maxLength: 3 }),
  projects: fc.array(arbId, { maxLength: 3 }),
  deedOfGift: oneOf(DeedOfGiftFilterSchema),
});

export const arbDownloadBuildTask: fc.Arbitrary<DownloadBuildTask> = fc.oneof(
  entity({ taskId: arbId, status: fc.constant('Pending' as const) }),
  entity({ taskId: arbId, status: fc.constant('Completed' as const), downloadUrl: arbUrl }),
  entity({ taskId: arbId, status: fc.constant('Failed' as const), errorMsg: arbTitle }),
);

export const arbTaskServiceStory: fc.Arbitrary<TaskServiceStory> = entity<TaskServiceStory>(
  {
    id: arbId,
    title: arbTitle,
    description: fc.option(arbTitle),
    featureFlags: fc.dictionary(arbWord, fc.boolean(), { maxKeys: 3, noNullPrototype: true }),
    state: fc.dictionary(arbWord, arbJson, { maxKeys: 3, noNullPrototype: true }),
  },
  ['description', 'featureFlags'],
);
