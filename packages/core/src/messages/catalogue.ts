import { phoneLastDigits } from '../util/participant-name.js';
import { accountMessages } from './account.messages.js';
import { callMessages, callTemplates } from './call.messages.js';
import { fillTemplate } from './fill-template.js';
import { interviewMessages, interviewTemplates } from './interview.messages.js';
import { recordingSafetyMessages, recordingSafetyTemplates } from './recording-safety.messages.js';
import {
  languageNotTranscribed,
  languageTranscribed,
  ohmsImported,
  settingsMessages,
  settingsTemplates,
  speechServiceUnavailable,
  transcriptionAdvancedUnavailable,
  transcriptionServiceUnavailable,
} from './settings.messages.js';
import { shellLabels, shellMessages, shellTemplates, signInFailed } from './shell.messages.js';
import { workspaceMessages } from './workspace.messages.js';

/** How long a transient notice stays on screen; defined with the other constants, offered here beside the texts. */
export { NOTICE_AUTO_HIDE_MS } from '../util/constants.js';

/** Every message template, by name; the functions below fill them. */
export const messageTemplates = {
  ...shellTemplates,
  ...interviewTemplates,
  ...recordingSafetyTemplates,
  ...settingsTemplates,
  ...callTemplates,
} as const;

/** The organization's storage card: "{used} of {quota} used", sizes already formatted. */
export function storageUsage(used: string, quota: string): string {
  return fillTemplate(messageTemplates.storageUsage, { used, quota });
}

/** The server's answer when an upload would pass the organization's storage quota. */
export function storageQuotaExceeded(quota: string): string {
  return fillTemplate(messageTemplates.storageQuotaExceeded, { quota });
}

/** The server's answer when a body is longer than its signed address allows. */
export function uploadTooLarge(limit: number): string {
  return fillTemplate(messageTemplates.uploadTooLarge, { limit });
}

/** "Error deleting {n} interview(s). Please try again." */
export function bulkDeletePartialFailure(n: number): string {
  return fillTemplate(messageTemplates.bulkDeletePartialFailure, { n });
}

/** "Error starting download for {n} interview(s). Please try again." */
export function bulkDownloadPartialFailure(n: number): string {
  return fillTemplate(messageTemplates.bulkDownloadPartialFailure, { n });
}

/** Upload summary when not every file made it: "N files have been uploaded!" */
export function uploadCountSucceeded(n: number): string {
  return fillTemplate(messageTemplates.uploadCountSucceeded, { n });
}

/** The upload box's progress line: "{n} of {total} files uploaded". */
export function filesUploadedProgress(n: number, total: number): string {
  return fillTemplate(messageTemplates.filesUploadedProgress, { n, total });
}

/** "Successfully created the folder" followed by the folder's name. */
export function folderCreated(name: string): string {
  return fillTemplate(messageTemplates.folderCreated, { name });
}

/** "Error deleting index {id}", followed by the answer's status text and body when known. */
export function indexDeleteFailed(id: string, detail?: string): string {
  const text = fillTemplate(messageTemplates.indexDeleteFailed, { id });
  return detail ? `${text}: ${detail}` : text;
}

/** "Task failed: '{message}'" for a failed download build. */
export function downloadTaskFailed(message: string): string {
  return fillTemplate(messageTemplates.downloadTaskFailed, { message });
}

/** A semantic chapter's description: the count of relevant results. */
export function relevantResults(n: number): string {
  return fillTemplate(messageTemplates.relevantResults, { n });
}

/** A gallery's out-of-sync line for a deleted clip. */
export function galleryClipDeleted(title: string): string {
  return fillTemplate(messageTemplates.galleryClipDeleted, { title });
}

/** A gallery's out-of-sync line for a changed clip. */
export function galleryClipChanged(title: string): string {
  return fillTemplate(messageTemplates.galleryClipChanged, { title });
}

/** The dial-in line of a call: the number to call and the code to enter. */
export function dialInNumber(number: string, code: string): string {
  return fillTemplate(messageTemplates.dialInNumber, { number, code });
}

/** A participant's device recording on its way, with the parts received so far. */
export function recordedUploading(parts: number): string {
  return fillTemplate(messageTemplates.recordedUploading, { parts });
}

/** The checkbox that keeps a participant's video in the recording. */
export function recordedVideoOf(name: string): string {
  return fillTemplate(messageTemplates.recordedVideoOf, { name });
}

/** The name a telephone participant joins under: the last digits of their number, or none when it was withheld. */
export function phoneParticipantName(caller: string | null | undefined): string {
  return fillTemplate(messageTemplates.phoneParticipantName, { digits: phoneLastDigits(caller) ?? '…' });
}

/** The whole catalogue: every user-facing text of the spec, plain texts and the functions that fill templates. */
export const messages = {
  ...shellMessages,
  ...accountMessages,
  ...workspaceMessages,
  ...interviewMessages,
  ...settingsMessages,
  ...callMessages,
  ...recordingSafetyMessages,
  labels: shellLabels,
  bulkDeletePartialFailure,
  bulkDownloadPartialFailure,
  uploadCountSucceeded,
  filesUploadedProgress,
  folderCreated,
  signInFailed,
  indexDeleteFailed,
  downloadTaskFailed,
  relevantResults,
  galleryClipDeleted,
  galleryClipChanged,
  speechServiceUnavailable,
  transcriptionServiceUnavailable,
  transcriptionAdvancedUnavailable,
  languageNotTranscribed,
  languageTranscribed,
  ohmsImported,
  dialInNumber,
  recordedUploading,
  recordedVideoOf,
  phoneParticipantName,
} as const;
