import { createContext, useContext } from 'react';

/** What the upload progress box shows; the upload feature provides it from its batch machine's snapshot. */
export interface UploadStatus {
  uploading: boolean;
  completed: number;
  total: number;
  /** Files of the batch whose upload failed (retried on the uploads' page). */
  failed?: number;
  /** The project whose uploadingMetadata page the box opens. */
  projectId: string | null;
}

const UploadStatusContext = createContext<UploadStatus | null>(null);
export const UploadStatusProvider = UploadStatusContext.Provider;

/** The running uploads, or null when nothing provides them. */
export function useUploadStatus(): UploadStatus | null {
  return useContext(UploadStatusContext);
}
