import {
  type Clip,
  type ClipApi,
  type ClipCreateRequest,
  type ClipEditRequest,
  ClipListResponseSchema,
  ClipSchema,
  OkResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** ClipApi over HTTP. */
@injectable()
export class HttpClipApi implements ClipApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  create(storyId: string, clip: ClipCreateRequest): Promise<Clip> {
    return this.http.request('POST', `/stories/${segment(storyId)}/create_clip`, ClipSchema, clip);
  }

  async list(storyId: string): Promise<Clip[]> {
    const clips = await this.http.request('GET', `/stories/${segment(storyId)}/list_clip`, ClipListResponseSchema);
    // Newest first whatever order the server keeps.
    return [...clips].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  }

  read(storyId: string, clipId: string): Promise<Clip> {
    return this.http.request('GET', `/stories/${segment(storyId)}/read_clip/${segment(clipId)}`, ClipSchema);
  }

  edit(storyId: string, clipId: string, changes: ClipEditRequest): Promise<Clip> {
    return this.http.request('PUT', `/stories/${segment(storyId)}/edit_clip/${segment(clipId)}`, ClipSchema, changes);
  }

  async delete(storyId: string, clipId: string): Promise<void> {
    await this.http.request('DELETE', `/stories/${segment(storyId)}/delete_clip/${segment(clipId)}`, OkResponseSchema);
  }
}
