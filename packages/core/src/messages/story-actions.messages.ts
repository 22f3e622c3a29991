// What an interview offers wherever it is shown (its hub, a row of a list): the actions, the archival package and
// the next steps of an interview that needs attention, word for word as docs/product/messages.md lists them.

/** Texts of the actions on an interview and of its archival package (our wording). */
export const storyActionMessages = {
  /** The overflow menu of an interview's row (its accessible name is followed by the title). */
  storyActionsMenu: 'More actions for',
  openEditor: 'Open the editor',
  editDetails: 'Edit details',
  makeClip: 'Make a clip',
  shareInterview: 'Share',
  openInterview: 'Open the interview',
  /** The archival package: the permanent export with its checksums, for those who manage the interview. */
  archivePackage: 'Archival package',
  archivePackageExplained:
    'The archival package holds the original recording, each participant’s own recording, the transcript, the indexes, the details and the release forms, with a manifest giving every file’s SHA-256 checksum.',
  archivePackageStart: 'Make the archival package',
  archivePackagePreparing: 'Preparing the archival package…',
  archivePackageReady: 'Download the archival package',
  archivePackageFailed: 'The archival package could not be made. Please try again.',
  downloadLocalRecordings: 'Download all local recordings',
  exportNothing: 'This interview has no transcript to export yet.',
  /** The hub's next step for an interview without a recording: the file is attached to this interview. */
  attachRecording: 'Upload a recording',
  attachRecordingExplained:
    'This interview has no recording. Choose its file; it is added to this interview and transcribed once processed.',
  attachRecordingStarted: 'The recording is uploading to this interview. Keep this page open until it is sent.',
  attachRecordingDone: 'The recording was sent. It is being processed; the transcript follows.',
  attachRecordingFailed: 'The recording could not be sent. Please try again.',
  /** Things that need someone: each line links to where it is resolved. */
  needsAttention: 'Needs attention',
  transcriptionFailedHere: 'The transcription of this interview failed. Ask for it again.',
  localRecordingNotSent: 'A recording made on this device has not reached the server yet.',
} as const;
