import type { ClipLibraryPage, ClipLibraryRequest } from '../model/api/clip-library.api.schema.js';

/** Whether a clip's audio is ready to download, or the task cutting it. */
export interface ClipAudioDownload {
  audioArchiveURL: string | null;
  taskId: string | null;
}

/** The clips library: every clip the person reaches across the organization's stories. */
export const ClipLibraryApi = Symbol('ClipLibraryApi');
export interface ClipLibraryApi {
  /** `GET /clips`: one page, newest first, searched and filtered. */
  list(query: ClipLibraryRequest): Promise<ClipLibraryPage>;
  /** `DELETE /stories/{id}/delete_multiple_clip`: how many of the story's clips were deleted. */
  deleteMany(storyId: string, clipIds: string[]): Promise<number>;
  /** `POST /stories/{id}/{clipId}/generate_audio_download`. */
  audioDownload(storyId: string, clipId: string): Promise<ClipAudioDownload>;
}
