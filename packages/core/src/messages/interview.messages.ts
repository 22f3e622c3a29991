// Working on an interview — calling and recording it, authoring, clips, search, tasks, its public page — word for word
// as docs/product/messages.md lists them.

import { storyActionMessages } from './story-actions.messages.js';

/** Plain texts of recording, authoring, clipping, searching and sharing an interview, and of its tasks. */
export const interviewMessages = {
  beta: 'Beta',
  localMediaUploading: 'Your locally recorded media is uploading.',
  localMediaFinishing: 'Finishing up your local media recording',
  localMediaUploaded: 'Your locally recorded media has uploaded.',
  /** Warning while recording when the device's storage is nearly full. */
  localStorageNearlyFull: 'This device is almost out of storage. Stop soon or free some space so the recording is not cut short.',
  /** A local recording whose upload failed. */
  localMediaUploadFailed: 'Your locally recorded media could not be uploaded.',
  layoutUpdateErrorTitle: 'Layout Update Error',
  layoutUpdateErrorBody: 'Encountered a server error while attempting to change video recording layout',
  devicesNotFound: 'Unable to find or initialize devices. Please refresh and verify permissions.',
  transcriptionCompleted: 'Transcription Completed!',
  /** Body of the browser notification raised with it (our wording). */
  transcriptionReadyNotification: 'Your transcription is ready for review.',
  clipDeleteFailed: 'Failed to delete clip. Please try again.',
  clipsDeleteFailed: 'Failed to delete selected clips. Please try again.',
  publicPageEnableFailed: 'Failed to generate public page URL',
  publicPageDisableFailed: 'Failed to disable public page URL',
  unexpectedDownloadTaskType: 'Unexpected task type for download build',
  uploadUninitializable: 'UNITIALIZABLE_UPLOAD: Story likely deleted.',
  unknownSpeaker: 'Unknown Speaker',
  /** A call participant without a name. */
  unknownParticipant: 'unknown',
  /** Title part of an exported file name when the story has no title. */
  untitledExport: 'untitled',
  /** Title part of a download file name when the story has no title. */
  untitledDownload: 'Untitled',
  /** Asked before leaving the editor with changes the server has not got (wording composed: the spec shows none). */
  leaveWithUnsavedChanges: 'You have unsaved changes. Are you sure you want to leave?',
  /** The editor found a newer draft on this device and opened it (wording composed from the spec's description). */
  authoringDraftRestored: 'Unsaved changes kept on this device were restored.',
  /** Editor status: changes not yet sent. */
  authoringUnsaved: 'Unsaved changes',
  /** Editor status: a save under way. */
  authoringSaving: 'Saving…',
  /** Editor: a save refused as stale, waiting for the person's choice (our wording). */
  authoringConflict: 'Someone else saved some of the same paragraphs while you were editing. Nothing you typed is lost.',
  /** Editor: shows both versions of the paragraphs both people changed. */
  authoringConflictSee: 'See their changes',
  /** Editor: merge after a stale save (a copy of mine is kept first). */
  authoringConflictMerge: 'Merge, keeping theirs where we both changed a paragraph',
  /** Editor: take theirs after a stale save (a copy of mine is kept first). */
  authoringConflictTakeTheirs: 'Show theirs, keep mine as a version',
  /** Editor: what both choices do first. */
  authoringConflictKeepsCopy: 'Either way, a copy of your version is kept in Versions first.',
  /** Editor: the other person's text of a paragraph both changed. */
  authoringConflictTheirs: 'Theirs',
  /** Editor: this person's text of a paragraph both changed. */
  authoringConflictMine: 'Yours',
  /** Editor: a copy of mine was kept as a version. */
  authoringCopyKept: 'A copy of your version was kept in Versions.',
  /** Editor: keeping a copy of mine failed; the choice can be made again. */
  authoringCopyFailed: 'A copy of your version could not be kept, so nothing was changed. Please try again.',
  /** Editor header: the way back to the story hub. */
  authoringBackToInterview: 'Back to the interview',
  /** Editor: the side panel holding transcription requests and layout choices. */
  authoringToolsTab: 'Transcription and layout',
  /** The clips library could not load its clips (our wording). */
  clipsLoadFailed: 'The clips could not be loaded.',
  /** The clips library has no clip to show for its search and filters (our wording). */
  noClipsFound: 'No clips found.',
  /** A clip's audio download is being cut (our wording). */
  clipAudioPreparing: 'Preparing the audio of the clip…',
  /** A clip's audio download could not be cut (our wording). */
  clipAudioFailed: 'The audio of the clip could not be prepared. Please try again.',
  /** The story's local recordings are being packed into one download (our wording). */
  localRecordingsPacking: 'Packing the recordings…',
  /** The packing of the local recordings could not be started (our wording). */
  localRecordingsDownloadFailed: 'The recordings could not be packed. Please try again.',
  /** The galleries list could not load (our wording). */
  galleriesLoadFailed: 'The galleries could not be loaded.',
  /** A gallery page could not load its gallery (our wording). */
  galleryLoadFailed: 'This gallery could not be loaded.',
  /** A gallery could not be saved (our wording). */
  gallerySaveFailed: 'The gallery could not be saved. Please try again.',
  /** A gallery's public address that is unknown or not published (our wording). */
  galleryNotPublished: 'This gallery is not published.',
  /** A gallery whose clips changed since it was last refreshed (the lines follow) (our wording). */
  galleryOutOfSync: "The gallery's public page no longer matches its clips:",
  /** The entities list could not load (our wording). */
  entitiesLoadFailed: 'The entities could not be loaded.',
  /** An entity's or an interview's mentions could not load (our wording). */
  entityMentionsLoadFailed: 'Where this is said could not be loaded.',
  /** The entities list has nothing to show for its search and type (our wording). */
  noEntitiesFound: 'No entities found.',
  /** An interview whose transcript names no person, place, organization or date (yet) (our wording). */
  noStoryEntities: 'No people, places, organizations or dates have been found in this interview yet.',
  /** Renaming, merging, hiding or showing an entity failed without a reason (our wording). */
  entityChangeFailed: 'The entity could not be changed. Please try again.',
  /** Someone who is not an archivist of the organization tries to change an entity (our wording). */
  entityChangeForbidden: 'Only the managers of the organization and of its projects can change entities.',
  /** An entity was renamed (our wording). */
  entityRenamed: 'The entity has been renamed.',
  /** An entity was merged into another (our wording). */
  entityMerged: 'The entities have been merged.',
  /** A merged entity was separated again (our wording). */
  entitySeparated: 'The entities have been separated.',
  /** An entity was hidden (our wording). */
  entityHidden: 'The entity has been hidden.',
  /** A hidden entity was shown again (our wording). */
  entityShown: 'The entity is shown again.',
  /** Publishing is refused: the person does not manage the project (our wording). */
  publishNeedsManager: 'Only the managers of this project can publish it.',
  /** Publishing is refused: the organization requires a release form the interview does not have (our wording). */
  publishNeedsRelease:
    'This organization publishes an interview, or a clip of it, only once a signed release form or deed of gift is among its files.',
  /** Publishing a gallery is refused: a clip's project is not managed by the person (our wording). */
  galleryPublishNeedsManager: 'A gallery is published only by someone who manages the project of every clip in it.',
  /** A private gallery's own page says its public page is off (our wording). */
  galleryPrivateNotice: 'This gallery is private: its public page shows nothing until it is published.',
  /** The dialog before a clip is published (our wording). */
  clipShareExplanation:
    'Only this clip is published: anyone with its address can watch or hear the clip itself and read its title and description, nothing else of the interview. Make sure the narrator agreed to this; you can stop sharing at any time.',
  /** A clip could not be published or withdrawn (our wording). */
  clipShareFailed: 'The clip could not be shared. Please try again.',
  /** A published clip whose own rendition is not cut yet (our wording). */
  clipNotReady: 'This clip is not ready yet.',
  /** A clip's public address that is unknown or withdrawn (our wording). */
  clipNotPublished: 'This clip is not published.',
  /** A remix holds clips of interviews the reader does not see (our wording). */
  remixHiddenClips: "Some clips of this remix come from interviews you cannot see; they are left out, and the remix's file is not offered.",
  /** The organization settings' switch for the release rule (our wording). */
  releaseRequiredSetting: 'Release form required before sharing',
  /** Under that switch (our wording). */
  releaseRequiredSettingHint:
    'Nothing of an interview is published (its page, a clip, a gallery) until a signed release form or deed of gift is among its files.',
  /** The button that makes a gallery's page public (our wording). */
  galleryPublish: 'Publish',
  /** The button that takes a gallery's page down (our wording). */
  galleryMakePrivate: 'Make private',
  /** The title of the dialog before a clip is published (our wording). */
  clipShareTitle: 'Share this clip publicly?',
  /** Before the address of a clip's own public page (our wording). */
  clipPublicPage: 'Public page of the clip:',
  ...storyActionMessages,
} as const;

/** Templates of the parameterised texts; `{name}` marks a value. */
export const interviewTemplates = {
  indexDeleteFailed: 'Error deleting index {id}',
  downloadTaskFailed: "Task failed: '{message}'",
  /** A semantic chapter's description: how many results matched (our wording). */
  relevantResults: '{n} relevant results',
  /** Editor status after a save. */
  authoringSavedAt: 'All changes saved at {time}',
  /** A gallery's out-of-sync line: a clip it shows was deleted (our wording). */
  galleryClipDeleted: "The clip '{title}' was deleted since the gallery was last refreshed.",
  /** A gallery's out-of-sync line: a clip it shows was changed (our wording). */
  galleryClipChanged: "The clip '{title}' changed since the gallery was last refreshed.",
} as const;
