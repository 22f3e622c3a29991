// Calls, local recording, authoring, clips, search, tasks, public page: word for word as docs/product/messages.md lists them.

/** Plain texts of calls, recording, authoring, clips, sharing and tasks. */
export const callMessages = {
  errorBoundary: 'An error has occurred',
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
} as const;

/** Templates of the parameterised texts; `{name}` marks a value. */
export const callTemplates = {
  indexDeleteFailed: 'Error deleting index {id}',
  downloadTaskFailed: "Task failed: '{message}'",
  /** A semantic chapter's description: how many results matched (our wording). */
  relevantResults: '{n} relevant results',
  /** Editor status after a save. */
  authoringSavedAt: 'All changes saved at {time}',
} as const;
