// The file, target and server session of an upload: what the upload ports speak of, below the machines that drive them.
/** The file being uploaded. A browser `File` fits; the machine never reads its bytes, the part actor does. */
export interface UploadFile {
  readonly name: string;
  readonly size: number;
  readonly type: string;
}

/** Where uploaded stories go. */
export interface UploadTarget {
  projectId: string;
  folderIds: string[];
  /** An upload ticket the uploader redeemed: the server files the story where the ticket says. */
  ticket?: string;
}

/** A multipart upload on the server: the story created for the file and where each part goes. */
export interface UploadSession {
  storyId: string;
  key: string;
  uploadId: string;
  /** Presigned address of part n at index n − 1. */
  partUrls: string[];
  /** The file's size, when known: the completion then names every part's size, and the server joins nothing short. */
  size?: number;
}
