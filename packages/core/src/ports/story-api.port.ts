import type { MyStoriesResponse, StoryFileAddRequest, StorySort } from '../model/api/story.api.js';
import type { StoryMetadataChange, StoryUploadStatus } from '../model/api/story-bulk-upload.api.schema.js';
import type { SortOrder } from '../model/primitives.schema.js';
import type { Story } from '../model/story.schema.js';
import type { StoryFile } from '../model/story-file.schema.js';
import type { DeedOfGiftFilter, StoryListFilters } from '../model/story-list-filters.schema.js';
import type { UploadFile } from '../upload/upload-session.types.js';
import type { Page } from './project-api.port.js';

/** Which interview list: the user's own, a project's, or a folder's. */
export type StoryListSource = { kind: 'mine' } | { kind: 'project'; projectId: string } | { kind: 'folder'; folderId: string };

/** Paging, sorting, search and filters of an interview list. */
export interface StoryListRequest {
  page: number;
  pageSize: number;
  sort: StorySort;
  direction: SortOrder;
  search?: string;
  deedOfGift?: DeedOfGiftFilter;
  /** Interviews whose narrator contains this, ignoring case; blank: any. */
  narrator?: string;
  /** Interviews in this language (as catalogued, ignoring case); blank: any. */
  language?: string;
  /** Only for the user's own list. */
  filters?: Pick<StoryListFilters, 'organizations' | 'projects'>;
}

/**
 * Stories (see docs/product/api.md): lists, one story, delete, edit folders or session password, files, clips check, and the
 * uploaded stories' state and metadata (uploadingMetadata page).
 */
/** A document to send into a story, and who hears how many of its bytes have gone. */
export interface StoryFileUpload {
  file: UploadFile;
  title: string;
  description?: string;
  releaseForm: boolean;
  onProgress(loaded: number): void;
}

/** An upload on its way: `done` settles with the stored file; `abort` stops it (then `done` rejects). */
export interface StoryFileUploadTask {
  readonly done: Promise<StoryFile>;
  abort(): void;
}

export const StoryApi = Symbol('StoryApi');
export interface StoryApi {
  /** A page of a list; the user's own list also answers its filter choices. */
  list(
    source: StoryListSource,
    request: StoryListRequest,
  ): Promise<Page<Story> & Partial<Pick<MyStoriesResponse, 'organizations' | 'project'>>>;
  get(id: string): Promise<Story>;
  delete(id: string): Promise<void>;
  /** `PATCH /stories/{id}/edit`. */
  edit(id: string, change: { foldersId?: string[]; sessionPassword?: string | null }): Promise<Story>;
  /** `POST /stories/clips/v2`: whether any of these stories has clips. */
  haveClips(storyIds: string[]): Promise<boolean>;
  listFiles(id: string): Promise<StoryFile[]>;
  /** `POST /stories/{id}/add_file`: a document sent whole (base64), stored and listed at once. */
  addFile(id: string, file: StoryFileAddRequest): Promise<StoryFile>;
  setReleaseForm(id: string, fileId: string, releaseForm: boolean): Promise<StoryFile>;
  /** Sends a document into the story: the upload is opened, the bytes sent (progress in bytes), then confirmed. */
  uploadFile(id: string, upload: StoryFileUpload): StoryFileUploadTask;
  /** A short-lived address of an uploaded file's bytes, always served as a download. */
  fileDownloadUrl(id: string, fileId: string): Promise<string>;
  /** Removes the file and its bytes. */
  deleteFile(id: string, fileId: string): Promise<void>;
  /** `POST /stories/status_bulk_upload`: one state per id, in order (at most `BULK_UPLOAD_STORIES_MAX` ids a call). */
  statusBulkUpload(storyIds: string[]): Promise<StoryUploadStatus[]>;
  /** `PUT /stories/update_bulk_upload`: all changes or none (at most `BULK_UPLOAD_STORIES_MAX` a call); the updated stories. */
  updateBulkUpload(changes: StoryMetadataChange[]): Promise<Story[]>;
}
