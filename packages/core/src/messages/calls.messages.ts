// Part 2 of the spec: calls, local recording, authoring, clips, search, tasks, public page (wording verbatim).

/** Plain texts of calls, recording, authoring, clips, sharing and tasks. */
export const callMessages = {
  errorBoundary: 'An error has occurred',
  beta: 'Beta',
  localMediaUploading: 'Your locally recorded media is uploading.',
  localMediaFinishing: 'Finishing up your local media recording',
  localMediaUploaded: 'Your locally recorded media has uploaded.',
  /** Warning while recording when the device's storage is nearly full (wording composed; the spec names the check only). */
  localStorageNearlyFull: 'This device is almost out of storage. Stop soon or free some space so the recording is not cut short.',
  /** A local recording whose upload failed (wording composed). */
  localMediaUploadFailed: 'Your locally recorded media could not be uploaded.',
  layoutUpdateErrorTitle: 'Layout Update Error',
  layoutUpdateErrorBody: 'Encountered a server error while attempting to change video recording layout',
  devicesNotFound: 'Unable to find or initialize devices. Please refresh and verify permissions.',
  transcriptionCompleted: 'Transcription Completed!',
  /** Body of the browser notification raised with it (wording composed from the spec's description). */
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
} as const;

/** Templates of the parameterised texts; `{name}` marks a value. */
export const callTemplates = {
  indexDeleteFailed: 'Error deleting index {id}',
  downloadTaskFailed: "Task failed: '{message}'",
  /** A semantic chapter's description: how many results matched (wording composed from the spec's description). */
  relevantResults: '{n} relevant results',
} as const;
