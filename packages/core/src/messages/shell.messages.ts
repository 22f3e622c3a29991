import { fillTemplate } from './fill-template.js';

// Shell, accounts, organizations, folders, interview lists, upload, transcripts: word for word as docs/product/messages.md lists them.

/** Plain texts of the shell, accounts, organizations, lists and upload. */
export const shellMessages = {
  /** Any page that failed to draw (the error boundary): the shell shows it before any area's texts are loaded. */
  errorBoundary: 'An error has occurred',
  bulkDeleteSucceeded: 'Interviews deleted successfully',
  bulkDeleteFailed: 'Error deleting interviews',
  bulkDownloadStarted: 'Interviews are being downloaded',
  bulkDownloadFailed: 'Error downloading interviews',
  bulkDeletePrompt: 'To proceed, please type DELETE in all caps.',
  bulkDeleteConfirmationWord: 'DELETE',
  /** Added to the delete prompt when the selected stories have clips (our wording). */
  bulkDeleteClipsNote: 'Their associated clips will be deleted too.',
  leaveDuringUploads: 'You have uploads in progress. Are you sure you want to exit?',
  contactSent: 'Message sent to the provider',
  contactFailed: 'Error in sending message. Please contact the provider',
  signInUnauthorized: 'Unknown email or invalid password',
  signInFailed: 'There was an error logging you in. Please try again soon.',
  registrationEmailTaken: 'This email is already registered ... Please login',
  registrationFailed: 'There was an error creating your account.',
  recoveryMailSent: 'We have sent you a link to update your password',
  recoveryMailFailed: "We couldn't send your password recovery link",
  /** Impersonation answered 404 (our wording). */
  impersonationUserNotFound: 'User not found',
  storyDeleteFailed: 'ups! failed to delete story',
  bulkStoryUpdateFailed: 'Failed to update bulk stories',
  bulkStoryUpdated: 'Story updated successfully',
  bulkStoryCreateFailed: 'Failed to create bulk stories',
  fileListFailed: 'Failed while retrieving files',
  fileAdded: 'File uploaded successfully.',
  fileAddFailed: 'An error was encountered while file upload.',
  fileUpdated: 'File updated successfully.',
  fileUpdateFailed: 'An error was encountered while updating the file.',
  /** A story file was deleted (our wording). */
  fileDeleted: 'File deleted.',
  /** Deleting a story file failed (our wording). */
  fileDeleteFailed: 'An error was encountered while deleting the file.',
  /** The chosen story file is over the size limit (our wording). */
  fileTooLarge: 'This file is larger than 100 MB.',
  /** The chosen story file is not a kind a story keeps (our wording). */
  fileKindRefused: 'Choose a PDF, an image, a text or a word-processor file.',
  uploadAllSucceeded: 'all files upload correctly!',
  folderDeleted: 'Successfully deleted the folder',
  organizationSettingsSaved: 'Settings have been edited successfully',
  organizationSettingsFailed: 'Error editing organization settings',
  organizationEdited: 'The Organization have been edited successfully',
  organizationEditFailed: 'Error adding editing organization',
  storiesRemovedFromFolders: 'The interviews have been removed from folder/s',
  storiesAddedToFolders: 'Successfully updated interview(s) into folder/s',
  addToFoldersFailed: 'Error adding interview(s) to folder/s',
  uploadingFiles: 'Uploading files',
  impersonationWarning: 'WARNING: You are impersonating another user!!!',
  returnToSelf: 'Return to Self',
  allChangesSaved: 'All changes saved',
  someChangesNotSaved: 'Some changes may not be saved',
  firstSectionTitle: 'First Section (auto-generated)',
  missingTimingInfo: 'MISSING TIMING INFO',
  outOfOrderTiming: 'OUT OF ORDER TIMING',
  allOrganizations: 'All organizations',
  allProjects: 'All projects',
  deedOfGift: 'Deed of gift',
  /** Shown for a route nobody matched (our wording). */
  pageNotFound: 'Page not found',
} as const;

/** Side navigation, account menu and bulk footer labels. */
export const shellLabels = {
  organizations: 'Organizations',
  projects: 'Projects',
  interviews: 'Interviews',
  clips: 'Clips',
  galleries: 'Galleries',
  remixes: 'Remixes',
  admin: 'Admin',
  logout: 'Logout',
  tutorials: 'Tutorials',
  manageFolders: 'Manage folders',
  download: 'Download',
  delete: 'Delete',
  newest: 'newest',
} as const;

/** Templates of the parameterised texts; `{name}` marks a value. */
export const shellTemplates = {
  bulkDeletePartialFailure: 'Error deleting {n} interview(s). Please try again.',
  bulkDownloadPartialFailure: 'Error starting download for {n} interview(s). Please try again.',
  uploadCountSucceeded: '{n} files have been uploaded!',
  filesUploadedProgress: '{n} of {total} files uploaded',
  folderCreated: 'Successfully created the folder {name}',
  signInFailedWithReason: 'There was an error logging you in. Please try again soon. {reason}',
} as const;

/** The sign-in failure text, followed by the server's first error when there is one. */
export function signInFailed(reason?: string): string {
  const trimmed = reason?.trim();
  return trimmed ? fillTemplate(shellTemplates.signInFailedWithReason, { reason: trimmed }) : shellMessages.signInFailed;
}
