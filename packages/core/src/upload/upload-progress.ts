import type { FileUploadStatus, StoryUploadFields, UploadProgress } from '../model/story-upload.schema.js';
import { UPLOAD_FAILED } from '../model/upload-failed.js';
import { UPLOAD_MIN_PROGRESS_PERCENT } from '../util/constants.js';

/**
 * A file's progress as the list shows it: whole percent of bytes sent, at least 1 once the upload runs (so a
 * started upload never looks idle), at most 100. An empty file is done at once.
 */
export function uploadProgressPercent(sentBytes: number, totalBytes: number): UploadProgress {
  if (totalBytes <= 0) return '100';
  const percent = Math.floor((100 * Math.min(Math.max(sentBytes, 0), totalBytes)) / totalBytes);
  return String(Math.max(UPLOAD_MIN_PROGRESS_PERCENT, percent));
}

/** Where a file's upload stands, read from the upload fields kept on its story. */
export function fileUploadStatus(fields: StoryUploadFields): FileUploadStatus {
  if (fields.uploadProgress === UPLOAD_FAILED) return 'failed';
  if (fields.complete) return 'complete';
  return fields.uploadProgress === undefined ? 'queued' : 'uploading';
}
