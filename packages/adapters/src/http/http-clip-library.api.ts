import {
  type ClipAudioDownload,
  ClipAudioDownloadResponseSchema,
  ClipDeleteManyResponseSchema,
  type ClipLibraryApi,
  type ClipLibraryPage,
  ClipLibraryPageSchema,
  type ClipLibraryRequest,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';

/** ClipLibraryApi over HTTP. */
@injectable()
export class HttpClipLibraryApi implements ClipLibraryApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(query: ClipLibraryRequest): Promise<ClipLibraryPage> {
    return this.http.request('GET', `/clips${queryString({ ...query })}`, ClipLibraryPageSchema);
  }

  async deleteMany(storyId: string, clipIds: string[]): Promise<number> {
    const answer = await this.http.request(
      'DELETE',
      `/stories/${segment(storyId)}/delete_multiple_clip`,
      ClipDeleteManyResponseSchema,
      clipIds,
    );
    return answer.deleted;
  }

  audioDownload(storyId: string, clipId: string): Promise<ClipAudioDownload> {
    return this.http.request(
      'POST',
      `/stories/${segment(storyId)}/${segment(clipId)}/generate_audio_download`,
      ClipAudioDownloadResponseSchema,
    );
  }
}
