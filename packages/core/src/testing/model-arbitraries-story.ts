// fast-check generators of valid story, organization, account and task entities (see model-arbitraries.ts).
import fc from 'fast-check';
import type {
  AsyncOperation,
  AsyncTask,
  AuthState,
  ContactForm,
  CurrentUser,
  Folder,
  Organization,
  OrganizationSettings,
  Project,
  ProjectDetails,
  Story,
  StoryAsyncTask,
  StoryFile,
  StoryUploadFields,
  UploadProgress,
  VisitRecord,
} from '../model/index.js';
import {
  AsyncOperationStatusSchema,
  ProjectRoleSchema,
  RoleSchema,
  StoryTaskStatusSchema,
  TaskStatusSchema,
  TranscriptionServiceSchema,
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
  { _id: arbId, title: arbTitle, description: arbTitle, release_form: fc.boolean(), url: arbUrl },
  ['description', 'url'],
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

export const arbOrganizationSettings: fc.Arbitrary<OrganizationSettings> = entity<OrganizationSettings>(
  {
    transcription_service: oneOf(TranscriptionServiceSchema),
    filler_words: fc.boolean(),
    vocabulary: fc.array(arbWord, { maxLength: 5 }),
    auto_chaptering: fc.boolean(),
    summary_prompt: fc.string({ maxLength: 200 }),
    chaptering_prompt: fc.string({ maxLength: 200 }),
  },
  ['summary_prompt', 'chaptering_prompt'],
);

export const arbOrganization: fc.Arbitrary<Organization> = entity<Organization>(
  {
    _id: arbId,
    organizational_code: arbWord,
    organization_name: arbWord,
    logoUrl: fc.option(arbUrl),
    require_session_passwords: fc.boolean(),
    unsecure_prepsession_count: arbCount,
    settings: arbOrganizationSettings,
  },
  ['logoUrl', 'unsecure_prepsession_count', 'settings'],
);

const arbOrganizationInfo = entity({ organizational_code: arbWord, organization_name: arbWord });

export const arbCurrentUser: fc.Arbitrary<CurrentUser> = entity<CurrentUser>(
  {
    user_id: arbId,
    email: arbEmail,
    full_name: arbTitle,
    role: oneOf(RoleSchema),
    visitorId: arbId,
    organization_info: fc.option(arbOrganizationInfo),
  },
  ['visitorId', 'organization_info'],
);

export const arbAuthState: fc.Arbitrary<AuthState> = entity<AuthState>({
  token: fc.option(arbId),
  full_name: fc.option(arbTitle),
  user_id: fc.option(arbId),
  email: fc.option(arbEmail),
  role: fc.constantFrom(...RoleSchema.options, '' as const),
  organization_info: fc.option(arbOrganizationInfo),
  visitorId: fc.option(arbId),
  superToken: fc.option(arbId),
  authenticated: fc.boolean(),
  authenticationPending: fc.boolean(),
  is2FA: fc.boolean(),
  is2FASuccess: fc.boolean(),
  is2FACompleted: fc.boolean(),
  api_version: fc.option(fc.constantFrom('1', '2')),
  orgLevel2faEnabled: fc.boolean(),
  twofactorAuthenticationEnabled: fc.boolean(),
  forceTwofactorAuthentication: fc.boolean(),
});

export const arbVisitRecord: fc.Arbitrary<VisitRecord> = entity<VisitRecord>({
  visitor_id: arbId,
  fingerprint_id: fc.option(arbId),
  landing_page: fc.constantFrom('/', '/login', '/projects', '/myInterviews'),
  user_agent: fc.string({ maxLength: 120 }),
  user_platform: fc.option(fc.constantFrom('Linux', 'macOS', 'Windows', 'iOS', 'Android')),
  network_down: fc.option(fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10)),
  network_rtt: fc.option(fc.integer({ min: 0, max: 3000 })),
  network_effective_type: fc.option(fc.constantFrom('slow-2g', '2g', '3g', '4g')),
  ga_client_id: fc.option(arbId),
  ga_session_id: fc.option(arbId),
  gclid: fc.option(arbId),
});

export const arbAsyncTask: fc.Arbitrary<AsyncTask> = entity<AsyncTask>(
  {
    id: arbId,
    type: fc.constantFrom('transcribe', 'BuildDownload'),
    status: oneOf(TaskStatusSchema),
    errorMsg: fc.option(arbTitle),
    downloadUrl: fc.option(arbUrl),
  },
  ['errorMsg', 'downloadUrl'],
);

export const arbStoryAsyncTask: fc.Arbitrary<StoryAsyncTask> = entity<StoryAsyncTask>({
  id: arbId,
  type: fc.constantFrom('transcribe', 'transcode'),
  status: oneOf(StoryTaskStatusSchema),
});

export const arbContactForm: fc.Arbitrary<ContactForm> = entity<ContactForm>(
  { name: arbWord, email: arbEmail, organization: arbTitle, message: arbWord, location: fc.constantFrom('/', '/FAQ', '/about-us') },
  ['organization'],
);
