import type { StoryUploadFields } from '../../model/story-upload.schema.js';
import type { UploadPart } from '../../upload/upload-parts.js';
import { uploadProgressPercent } from '../../upload/upload-progress.js';
import type { FileUploadContext } from './file-upload.types.js';

/** Bytes the server has confirmed plus those of the part in flight. */
export function sentBytes(context: FileUploadContext): number {
  const done = new Set(context.uploadedParts);
  const confirmed = context.parts.filter((p) => done.has(p.partNumber)).reduce((sum, p) => sum + (p.end - p.start), 0);
  return confirmed + context.inFlightBytes;
}

/** The progress shown while parts go up (never below 1%). */
export function runningProgress(context: FileUploadContext): string {
  return uploadProgressPercent(sentBytes(context), context.file.size);
}

/** The first part the server does not have yet. */
export function nextMissingPart(context: FileUploadContext): UploadPart | undefined {
  const done = new Set(context.uploadedParts);
  return context.parts.find((p) => !done.has(p.partNumber));
}

/** The upload fields the story carries, as the lists and the uploading-metadata page read them. */
export function storyUploadFields(context: FileUploadContext): StoryUploadFields {
  return {
    uploadProgress: context.uploadProgress,
    uploadedPartCount: context.uploadedPartCount,
    complete: context.complete,
    needToDelete: context.needToDelete,
  };
}
