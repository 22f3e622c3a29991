// Local recordings kept safe until the server holds every byte, upload limits and storage quotas — our wording, word
// for word as docs/product/messages.md lists them.

/** Texts of the local-recording status page, of upload answers and of an organization's storage. */
export const recordingSafetyMessages = {
  /** Status badge of a recording kept on the device that the upload could not finish. */
  localRecordingNeedsAttention: 'Needs attention',
  /** The notice when a recording's upload stops and the recording is kept on the device. */
  localRecordingKept: 'A local recording could not be uploaded. It is kept on this device: open Local recordings to see why.',
  /** Why a recording left the device: its story was deleted on purpose. */
  localRecordingStoryDeleted: 'Its interview was deleted; the recording was removed from this device.',
  /** Why: the server refused the person (removed from the project, story moved). */
  localRecordingAccessLost:
    'You no longer have access to this interview, so the server refused the recording. It is kept on this device: save it to your computer and give it to the project’s managers.',
  /** Why: a 404 that is not a deliberate deletion (a missing upload, a proxy). */
  localRecordingNotFound: 'The server could not find this interview or its upload. The recording is kept on this device.',
  /** Why: the server's sizes or SHA-256 hashes differ from what the device recorded. */
  localRecordingMismatch:
    'The server did not receive every byte as this device recorded it. The recording is kept on this device and is sent again at the next try.',
  /** Why: the organization's storage is full. */
  localRecordingQuota: 'The organization’s storage is full. The recording is kept on this device until there is room.',
  /** Why: the upload kept failing (server errors, no network) and its retries ran out. */
  localRecordingRetriesExhausted: 'The upload kept failing. The recording is kept on this device and tried again every minute.',
  /** Why: the stored recording itself is broken. */
  localRecordingFatal: 'The recording on this device is incomplete and cannot be uploaded. Save what is left to your computer.',
  /** Button: download the recording as the device holds it. */
  localRecordingSave: 'Save to this computer',
  /** After the download was handed to the browser. */
  localRecordingSaved: 'Saved to this computer.',
  /** Button: try the upload again now. */
  localRecordingRetry: 'Retry now',
  /** Button: drop a recording the server does not hold. */
  localRecordingDelete: 'Delete from this device',
  /** Title of the confirmation before deleting a copy the server does not hold. */
  localRecordingDeleteTitle: 'Delete this recording from this device?',
  /** Text of that confirmation when it was not saved first. */
  localRecordingDeleteUnsaved:
    'The server does not hold this recording and it has not been saved to this computer. Once deleted here it is gone for good.',
  /** Text of that confirmation after saving. */
  localRecordingDeleteSaved: 'The server does not hold this recording. Keep the file you saved: once deleted here, it is the only copy.',
  /** Confirm button of that dialog. */
  localRecordingDeleteConfirm: 'Delete for good',
  /** Cancel button of that dialog. */
  localRecordingDeleteCancel: 'Keep it',
  /** The server's answer when an uploader lost access to the recording's interview (403). */
  uploadAccessLost: 'You no longer have access to this interview, so its recording cannot be uploaded by you.',
  /** The server's answer when a completion's parts differ from what the device sent (409). */
  uploadPartsMismatch: 'The parts the server holds differ from the parts you sent; send them again.',
  /** Title of the organization's storage card. */
  storageUsageTitle: 'Storage',
  /** The storage card without a quota. */
  storageUnlimited: 'This organization has no storage limit.',
  /** The storage card when it could not load. */
  storageUsageFailed: 'The storage used could not be loaded.',
} as const;

/** Templates of those texts; `{name}` marks a value filled in. */
export const recordingSafetyTemplates = {
  /** The storage card: bytes used of the quota. */
  storageUsage: '{used} of {quota} used',
  /** The server's answer when an upload would pass the organization's quota (413). */
  storageQuotaExceeded: 'This organization has used its storage of {quota}. Delete what it no longer needs or ask for more room.',
  /** The server's answer when a body is longer than its address allows (413). */
  uploadTooLarge: 'This upload is larger than the {limit} bytes its address allows; nothing was stored.',
} as const;
