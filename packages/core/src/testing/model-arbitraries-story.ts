// fast-check generators of valid story, folder, project and task entities (see model-arbitraries.ts).
import fc from 'fast-check';
import type {
  AsyncOperation,
  AsyncTask,
  Folder,
  Project,
  ProjectDetails,
  Story,
  StoryAsyncTask,
  StoryFile,
  StoryUploadFields,
  UploadProgress,
} from '../model/index.js';
import {
  AsyncOperationStatusSchema,
  ProjectRoleSchema,
  STORY_FILE_TYPES,
  StoryTaskStatusSchema,
  TaskStatusSchema,
  TranscriptStatusSchema,
} from '../model/index.js';
import {
  arbCount,
  arbEmail,
  arbId,
  arbIsoDate,
  arbPaging,
  arbSeconds,
  arbSort,
  arbTitle,
  arbUrl,
  arbWord,
  entity,
  oneOf,
} from './model-arbitraries-base.js';

export const arbUploadProgress: fc.Arbitrary<UploadProgress> = fc.oneof(
  fc.constant('FAILED' as const),
  fc.integer({ min: 0, max: 100 }).map(String),
);
const storyUploadModel = {
  uploadProgress: arbUploadProgress,
  uploadedPartCount: arbCount,
  complete: fc.boolean(),
  needToDelete: fc.boolean(),
};
export const arbStoryUploadFields: fc.Arbitrary<StoryUploadFields> = entity<StoryUploadFields>(
  storyUploadModel,
  Object.keys(storyUploadModel) as (keyof StoryUploadFields)[],
);

export const arbAsyncOperation: fc.Arbitrary<AsyncOperation> = entity<AsyncOperation>(
  {
    type: fc.constantFrom('transcribe', 'transcode', 'thumbnail'),
    status: oneOf(AsyncOperationStatusSchema),
    mode: fc.constantFrom('standard', 'advanced'),
  },
  ['mode'],
);

const storyModel = {
  _id: arbId,
  storyId: arbId,
  title: arbTitle,
  description: fc.string({ maxLength: 200 }),
  archiveURL: fc.option(arbUrl),
  custom_archive_url: fc.option(arbUrl),
  custom_archive_media_type: fc.option(fc.constantFrom('video/mp4', 'audio/mpeg', 'audio/wav', 'video/webm')),
  recording_started_at: fc.option(arbIsoDate),
  record_date: fc.option(arbIsoDate),
  created_at: arbIsoDate,
  updated_at: arbIsoDate,
  duration: fc.option(arbSeconds),
  thumbnailURL: fc.option(arbUrl),
  mediaType: fc.constantFrom('video', 'audio'),
  folders: fc.array(entity({ _id: arbId, name: arbTitle }, ['name']), { maxLength: 3 }),
  foldersId: fc.array(arbId, { maxLength: 3 }),
  sessionPassword: fc.option(fc.string({ minLength: 1, maxLength: 20 })),
  type: fc.constantFrom('local', 'cloud'),
  transcript: fc.oneof(oneOf(TranscriptStatusSchema), fc.constant({ paragraphs: [] as unknown[] })),
  shared_page: fc.option(arbUrl),
  publishing: fc.oneof(
    fc.constant({ allowed: true, refusal: null }),
    fc.record({ allowed: fc.constant(false), refusal: fc.constantFrom('manage' as const, 'release' as const) }),
  ),
  deedOfGift: fc.boolean(),
  narrator: arbTitle,
  interviewer: arbTitle,
  place: arbTitle,
  language: fc.constantFrom('', 'en', 'pt-BR', 'Polish'),
  project_id: arbId,
  asyncOperations: fc.array(arbAsyncOperation, { maxLength: 3 }),
  indexes: fc.array(entity({ _id: arbId }), { maxLength: 3 }),
  prepsession: fc.option(arbId),
  ...storyUploadModel,
} satisfies { [K in keyof Story]-?: fc.Arbitrary<Story[K]> };
export const arbStory: fc.Arbitrary<Story> = entity<Story>(
  storyModel,
  (Object.keys(storyModel) as (keyof Story)[]).filter((key) => key !== '_id' && key !== 'created_at'),
);

export const arbStoryFile: fc.Arbitrary<StoryFile> = entity<StoryFile>(
  {
    _id: arbId,
    title: arbTitle,
    description: arbTitle,
    release_form: fc.boolean(),
    url: arbUrl,
    file_name: arbTitle,
    content_type: fc.constantFrom(...STORY_FILE_TYPES),
    size: fc.nat(),
    can_delete: fc.boolean(),
  },
  ['description', 'url', 'file_name', 'content_type', 'size', 'can_delete'],
);

export const arbFolder: fc.Arbitrary<Folder> = entity<Folder>(
  {
    _id: arbId,
    name: arbTitle,
    project: arbId,
    stories: fc.array(arbId, { maxLength: 5 }),
    description: arbTitle,
    creator: arbId,
    membersOfFolder: fc.array(arbId, { maxLength: 3 }),
    defaultFolderForProject: fc.boolean(),
    numberOfStories: arbCount,
    paging: arbPaging,
    sort: arbSort,
  },
  ['name', 'stories', 'description', 'creator', 'membersOfFolder', 'defaultFolderForProject', 'numberOfStories', 'paging', 'sort'],
);

export const arbProject: fc.Arbitrary<Project> = entity<Project>(
  {
    _id: arbId,
    name: arbWord,
    description: arbTitle,
    invites: fc.array(arbEmail, { maxLength: 3 }),
    projectBackgroundUrl: fc.option(arbUrl),
    org_code: arbWord,
    stories: fc.array(arbId, { maxLength: 5 }),
    projectDetails: entity<ProjectDetails>({ currentUserProjectRole: fc.option(oneOf(ProjectRoleSchema)) }),
    paging: arbPaging,
    sort: arbSort,
    searchParam: arbTitle,
  },
  ['description', 'invites', 'projectBackgroundUrl', 'org_code', 'stories', 'projectDetails', 'paging', 'sort', 'searchParam'],
);

export const arbAsyncTask: fc.Arbitrary<AsyncTask> = entity<AsyncTask>(
  {
    id: arbId,
    type: fc.constantFrom('transcribe', 'BuildDownload'),
    status: oneOf(TaskStatusSchema),
    errorMsg: fc.option(arbTitle),
    downloadUrl: fc.option(arbUrl),
    progress: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  },
  ['errorMsg', 'downloadUrl', 'progress'],
);

export const arbStoryAsyncTask: fc.Arbitrary<StoryAsyncTask> = entity<StoryAsyncTask>({
  id: arbId,
  type: fc.constantFrom('transcribe', 'transcode'),
  status: oneOf(StoryTaskStatusSchema),
});
