import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as arb from '../testing/model-arbitraries.js';
import * as asyncTask from './async-task.schema.js';
import * as auth from './auth.schema.js';
import * as authoring from './authoring.schema.js';
import * as callParticipant from './call-participant.schema.js';
import * as callState from './call-state.schema.js';
import * as clip from './clip.schema.js';
import * as conclude from './conclude.schema.js';
import * as contactForm from './contact-form.schema.js';
import * as featureFlags from './feature-flags.schema.js';
import * as folder from './folder.schema.js';
import * as gallery from './gallery.schema.js';
import * as localRecording from './local-recording.schema.js';
import * as localRecordingStream from './local-recording-stream.schema.js';
import * as organization from './organization.schema.js';
import * as project from './project.schema.js';
import * as publisherOptions from './publisher-options.schema.js';
import * as room from './room.schema.js';
import * as semanticSearch from './semantic-search.schema.js';
import * as story from './story.schema.js';
import * as storyFile from './story-file.schema.js';
import * as storyListFilters from './story-list-filters.schema.js';
import * as storyUpload from './story-upload.schema.js';
import * as uploadState from './upload-state.schema.js';
import * as visit from './visit.schema.js';

/** Every entity schema with the arbitrary that generates valid instances of it. */
const entities: Record<string, [z.ZodType, fc.Arbitrary<unknown>]> = {
  AsyncOperationSchema: [asyncTask.AsyncOperationSchema, arb.arbAsyncOperation],
  StoryAsyncTaskSchema: [asyncTask.StoryAsyncTaskSchema, arb.arbStoryAsyncTask],
  AsyncTaskSchema: [asyncTask.AsyncTaskSchema, arb.arbAsyncTask],
  DownloadBuildTaskSchema: [asyncTask.DownloadBuildTaskSchema, arb.arbDownloadBuildTask],
  TaskServiceStorySchema: [asyncTask.TaskServiceStorySchema, arb.arbTaskServiceStory],
  CurrentUserSchema: [auth.CurrentUserSchema, arb.arbCurrentUser],
  AuthStateSchema: [auth.AuthStateSchema, arb.arbAuthState],
  AuthoringStateSchema: [authoring.AuthoringStateSchema, arb.arbAuthoringState],
  AuthoringDraftSchema: [authoring.AuthoringDraftSchema, arb.arbAuthoringDraft],
  ParticipantLocalRecordingSchema: [callParticipant.ParticipantLocalRecordingSchema, arb.arbParticipantLocalRecording],
  CallParticipantSchema: [callParticipant.CallParticipantSchema, arb.arbCallParticipant],
  CallStateSchema: [callState.CallStateSchema, arb.arbCallState],
  ClipSchema: [clip.ClipSchema, arb.arbClip],
  ClipDialogStateSchema: [clip.ClipDialogStateSchema, arb.arbClipDialogState],
  ConcludeStateSchema: [conclude.ConcludeStateSchema, arb.arbConcludeState],
  ContactFormSchema: [contactForm.ContactFormSchema, arb.arbContactForm],
  FeatureFlagsSchema: [featureFlags.FeatureFlagsSchema, arb.arbFeatureFlags],
  FolderSchema: [folder.FolderSchema, arb.arbFolder],
  GallerySchema: [gallery.GallerySchema, arb.arbGallery],
  LocalRecordingSchema: [localRecording.LocalRecordingSchema, arb.arbLocalRecording],
  LocalRecordingStreamSchema: [localRecordingStream.LocalRecordingStreamSchema, arb.arbLocalRecordingStream],
  LocalRecordingPartMetaSchema: [localRecordingStream.LocalRecordingPartMetaSchema, arb.arbLocalRecordingPartMeta],
  LocalRecordingPartDataSchema: [localRecordingStream.LocalRecordingPartDataSchema, arb.arbLocalRecordingPartData],
  LocalRecordingSliceSchema: [localRecordingStream.LocalRecordingSliceSchema, arb.arbLocalRecordingSlice],
  LocalRecordingUpdateTimeSchema: [localRecordingStream.LocalRecordingUpdateTimeSchema, arb.arbLocalRecordingUpdateTime],
  LocalRecordingStreamStatusSchema: [localRecordingStream.LocalRecordingStreamStatusSchema, arb.arbLocalRecordingStreamStatus],
  OrganizationSettingsSchema: [organization.OrganizationSettingsSchema, arb.arbOrganizationSettings],
  OrganizationSchema: [organization.OrganizationSchema, arb.arbOrganization],
  ProjectSchema: [project.ProjectSchema, arb.arbProject],
  PublisherOptionsSchema: [publisherOptions.PublisherOptionsSchema, arb.arbPublisherOptions],
  RoomStateSchema: [room.RoomStateSchema, arb.arbRoomState],
  SemanticSearchChunkSchema: [semanticSearch.SemanticSearchChunkSchema, arb.arbSemanticSearchChunk],
  SemanticSearchResultSchema: [semanticSearch.SemanticSearchResultSchema, arb.arbSemanticSearchResult],
  StorySchema: [story.StorySchema, arb.arbStory],
  StoryFileSchema: [storyFile.StoryFileSchema, arb.arbStoryFile],
  StoryListFiltersSchema: [storyListFilters.StoryListFiltersSchema, arb.arbStoryListFilters],
  StoryUploadFieldsSchema: [storyUpload.StoryUploadFieldsSchema, arb.arbStoryUploadFields],
  UploadingStorySchema: [uploadState.UploadingStorySchema, arb.arbUploadingStory],
  UploadStateSchema: [uploadState.UploadStateSchema, arb.arbUploadState],
  VisitRecordSchema: [visit.VisitRecordSchema, arb.arbVisitRecord],
};

/** Schemas that are only ever a field of an entity above, or a value rather than an entity. */
const parts = new Set([
  'AsyncOperationStatusSchema',
  'StoryFileTypeSchema',
  'StoryFileNameSchema',
  'TranscribeModeSchema',
  'StoryTaskStatusSchema',
  'TaskStatusSchema',
  'OrganizationInfoSchema',
  'CallRoleSchema',
  'CallStatusSchema',
  'StreamStatusSchema',
  'CallErrorKindSchema',
  'ChatMessageSchema',
  'ClipListSortSchema',
  'ConcludeParticipantSchema',
  'ConcludeSaveStatusSchema',
  'ResolutionSchema',
  'GallerySyncStatusSchema',
  'GalleryElementSchema',
  'LocalRecordingCapabilitySchema',
  'LocalRecordingTypeSchema',
  'LocalRecordingStreamStateSchema',
  'LocalRecordingPartStateSchema',
  'LocalUploadFailureSchema',
  'LocalRecordingTimingSchema',
  'LocalRecordingPartStatusSchema',
  'TranscriptionServiceSchema',
  'ProjectDetailsSchema',
  'RoomCallStatusSchema',
  'StoryTypeSchema',
  'TranscriptStatusSchema',
  'EmbeddedTranscriptSchema',
  'StoryFolderRefSchema',
  'StoryIndexRefSchema',
  'DeedOfGiftFilterSchema',
  'UploadProgressSchema',
  'FileUploadStatusSchema',
  'FilesTabSchema',
  'AuthoringDraftEntrySchema',
]);

const modules: object[] = [asyncTask, auth, authoring, callParticipant, callState, clip, conclude, contactForm, featureFlags, folder];
modules.push(gallery, localRecording, localRecordingStream, organization, project, publisherOptions, room, semanticSearch, story);
modules.push(storyFile, storyListFilters, storyUpload, uploadState, visit);

const holdsBytes = new Set(['LocalRecordingSchema', 'LocalRecordingPartDataSchema', 'LocalRecordingSliceSchema']);

describe('model arbitraries', () => {
  it('cover every entity schema of the model', () => {
    const exported = modules.flatMap((m) => Object.keys(m)).filter((name) => name.endsWith('Schema'));
    const uncovered = exported.filter((name) => !(name in entities) && !parts.has(name));
    expect(uncovered).toEqual([]);
  });

  describe.each(Object.entries(entities))('%s', (name, [schema, arbitrary]) => {
    it('accepts every generated value and gives it back unchanged', () => {
      fc.assert(
        fc.property(arbitrary, (value) => {
          expect(schema.parse(value)).toEqual(value);
        }),
      );
    });

    it.skipIf(holdsBytes.has(name))('survives a trip through JSON, as it does over HTTP', () => {
      fc.assert(
        fc.property(arbitrary, (value) => {
          expect(schema.parse(JSON.parse(JSON.stringify(value)))).toEqual(value);
        }),
      );
    });
  });
});
