import {
  ArchivePackageStartResponseSchema,
  apiFailureStatus,
  CheckRecordingResponseSchema,
  DownloadAllLocalVideosResponseSchema,
  type PublicClip,
  PublicClipSchema,
  type PublicStory,
  PublicStorySchema,
  type RecordedStream,
  ShareResponseSchema,
  type SharingApi,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

const NOT_FOUND = 404;

/**
 * SharingApi over HTTP: `POST /stories/{id}/share/public`, `/unshare/public` (the server keeps GET forms for older
 * clients; a change of state belongs in a POST), the page's `GET /public/stories/{key}`, a
 * clip's own page (`POST`/`DELETE /stories/{id}/clips/{clipId}/share`, `GET /public/clips/{key}`),
 * `GET /stories/{id}/check_recording` (the local recordings), `GET /stories/{id}/download-all-local-videos` and `POST /user/permanentExport/{id}` (the archival package).
 */
@injectable()
export class HttpSharingApi implements SharingApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async sharePublic(storyId: string): Promise<string> {
    const { shared_page } = await this.http.request('POST', `/stories/${segment(storyId)}/share/public`, ShareResponseSchema, {});
    if (!shared_page) throw new Error('The server turned the public page on without giving its address');
    return shared_page;
  }

  async unsharePublic(storyId: string): Promise<void> {
    await this.http.request('POST', `/stories/${segment(storyId)}/unshare/public`, ShareResponseSchema, {});
  }

  async publicStory(shareKey: string): Promise<PublicStory | null> {
    try {
      return await this.http.request('GET', `/public/stories/${segment(shareKey)}`, PublicStorySchema);
    } catch (error) {
      if (apiFailureStatus(error) === NOT_FOUND) return null;
      throw error;
    }
  }

  async shareClip(storyId: string, clipId: string): Promise<string> {
    const path = `/stories/${segment(storyId)}/clips/${segment(clipId)}/share`;
    const { shared_page } = await this.http.request('POST', path, ShareResponseSchema);
    if (!shared_page) throw new Error("The server published the clip without giving its page's address");
    return shared_page;
  }

  async unshareClip(storyId: string, clipId: string): Promise<void> {
    await this.http.request('DELETE', `/stories/${segment(storyId)}/clips/${segment(clipId)}/share`, ShareResponseSchema);
  }

  async publicClip(shareKey: string): Promise<PublicClip | null> {
    try {
      return await this.http.request('GET', `/public/clips/${segment(shareKey)}`, PublicClipSchema);
    } catch (error) {
      if (apiFailureStatus(error) === NOT_FOUND) return null;
      throw error;
    }
  }

  async localTracks(storyId: string): Promise<RecordedStream[]> {
    const path = `/stories/${segment(storyId)}/check_recording`;
    return (await this.http.request('GET', path, CheckRecordingResponseSchema)).local_recording.streams;
  }

  async downloadAllLocalVideos(storyId: string): Promise<string> {
    const path = `/stories/${segment(storyId)}/download-all-local-videos`;
    const { buildDownloadTaskId } = await this.http.request('GET', path, DownloadAllLocalVideosResponseSchema);
    return buildDownloadTaskId;
  }

  async startArchivePackage(storyId: string): Promise<string> {
    const path = `/user/permanentExport/${segment(storyId)}`;
    const { archiveTaskId } = await this.http.request('POST', path, ArchivePackageStartResponseSchema, {});
    return archiveTaskId;
  }
}
