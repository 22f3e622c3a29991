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
  seeDeviceRecordings: 'See the recordings on this device',
  retryFailedUploads: 'Retry them on the uploads’ page',
  transcriptionFailedAskAgain: 'Failed: ask again',
  /** The hub's group of actions, and the links beside them. */
  interviewActions: 'Interview actions',
  editIndex: 'Edit the index',
  indexNotes: 'Index notes',
  theCall: 'The call',
  concludeInterview: 'Conclude the interview',
  /** A project's and a folder's ways of adding interviews. */
  addInterviews: 'Add interviews',
  importFromLinkOrBox: 'Import from a link or Box',
  planCampaign: 'Plan a campaign',
  planCall: 'Plan a call',
  /** Home's links to the places not in the side menu for everyone. */
  goTo: 'Go to',
  /** Read after the organization's mark at the top of the menu, which is the way home. */
  homeLink: ', home',
  allProjects: 'All projects',
  recordingsOnDevice: 'Recordings on this device',
} as const;
