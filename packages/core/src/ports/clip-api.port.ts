import type { ClipCreateRequest, ClipEditRequest } from '../model/api/clip.api.schema.js';
import type { Clip } from '../model/clip.schema.js';

/** A story's clips: cut, listed, read while they render, edited and deleted. */
export const ClipApi = Symbol('ClipApi');
export interface ClipApi {
  /** `POST /stories/{id}/create_clip`: the clip, rendered later (no media addresses yet). */
  create(storyId: string, clip: ClipCreateRequest): Promise<Clip>;
  /** `GET /stories/{id}/list_clip`: newest first. */
  list(storyId: string): Promise<Clip[]>;
  /** `GET /stories/{id}/read_clip/{clipId}`. */
  read(storyId: string, clipId: string): Promise<Clip>;
  /** `PUT /stories/{id}/edit_clip/{clipId}`. */
  edit(storyId: string, clipId: string, changes: ClipEditRequest): Promise<Clip>;
  /** `DELETE /stories/{id}/delete_clip/{clipId}`. */
  delete(storyId: string, clipId: string): Promise<void>;
}
