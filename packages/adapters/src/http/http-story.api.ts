import {
  MyStoriesResponseSchema,
  OkResponseSchema,
  type Story,
  type StoryApi,
  StoryClipsResponseSchema,
  type StoryFile,
  type StoryFileAddRequest,
  StoryFileDownloadResponseSchema,
  StoryFileListResponseSchema,
  StoryFileSchema,
  type StoryFileUpload,
  type StoryFileUploadTask,
  type StoryListRequest,
  type StoryListSource,
  type StoryMetadataChange,
  StoryPageResponseSchema,
  StorySchema,
  StoryStatusBulkUploadResponseSchema,
  StoryUpdateBulkUploadResponseSchema,
  type StoryUploadStatus,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { ContractError } from './api-error.js';
import { HttpClient } from './http-client.js';
import { queryString, segment } from './query-string.js';
import { storyPath } from './read-paths.js';
import { type FileRequest, uploadStoryFile } from './story-file-upload.js';

/**
 * StoryApi over HTTP: the three interview lists (`/stories/all` when a project list is searched), stories and their
 * files, and the uploaded stories' state and metadata.
 */
@injectable()
export class HttpStoryApi implements StoryApi {
  /** Makes the request that carries a file's bytes (tests replace it). */
  createRequest: () => FileRequest = () => new XMLHttpRequest();

  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  list(source: StoryListSource, request: StoryListRequest) {
    const { filters, search, narrator, language, ...rest } = request;
    const paging = {
      ...rest,
      search: search?.trim() || undefined,
      narrator: narrator?.trim() || undefined,
      language: language?.trim() || undefined,
    };
    if (source.kind === 'mine') {
      const filtered = Boolean(filters && (filters.organizations.length > 0 || filters.projects.length > 0));
      const query = queryString({
        ...paging,
        ...(filtered ? { filter: '1', filterOrganizations: filters?.organizations, filterProjects: filters?.projects } : {}),
      });
      return this.http.request('GET', `/stories/${query}`, MyStoriesResponseSchema);
    }
    if (source.kind === 'folder') {
      return this.http.request('GET', `/folders/${segment(source.folderId)}/stories${queryString(paging)}`, StoryPageResponseSchema);
    }
    if (paging.search) {
      return this.http.request('GET', `/stories/all${queryString({ ...paging, projectId: source.projectId })}`, StoryPageResponseSchema);
    }
    return this.http.request('GET', `/projects/${segment(source.projectId)}/stories${queryString(paging)}`, StoryPageResponseSchema);
  }
  get(id: string): Promise<Story> {
    return this.http.request('GET', storyPath(id), StorySchema);
  }
  async delete(id: string): Promise<void> {
    await this.http.request('DELETE', `/stories/${segment(id)}`, OkResponseSchema);
  }
  edit(id: string, change: { foldersId?: string[]; sessionPassword?: string | null }): Promise<Story> {
    return this.http.request('PATCH', `/stories/${segment(id)}/edit`, StorySchema, change);
  }
  async haveClips(storyIds: string[]): Promise<boolean> {
    if (storyIds.length === 0) return false;
    return (await this.http.request('POST', '/stories/clips/v2', StoryClipsResponseSchema, { data: { ids: storyIds } })).length > 0;
  }
  listFiles(id: string): Promise<StoryFile[]> {
    return this.http.request('GET', `/stories/${segment(id)}/list_files`, StoryFileListResponseSchema);
  }
  addFile(id: string, file: StoryFileAddRequest): Promise<StoryFile> {
    return this.http.request('POST', `/stories/${segment(id)}/add_file`, StoryFileSchema, file);
  }
  setReleaseForm(id: string, fileId: string, releaseForm: boolean): Promise<StoryFile> {
    const path = `/stories/${segment(id)}/edit_file/${segment(fileId)}`;
    return this.http.request('PUT', path, StoryFileSchema, { release_form: releaseForm });
  }
  uploadFile(id: string, upload: StoryFileUpload): StoryFileUploadTask {
    return uploadStoryFile(this.http, this.createRequest, id, upload);
  }
  async fileDownloadUrl(id: string, fileId: string): Promise<string> {
    const path = `/stories/${segment(id)}/files/${segment(fileId)}/download`;
    return (await this.http.request('GET', path, StoryFileDownloadResponseSchema)).url;
  }
  async deleteFile(id: string, fileId: string): Promise<void> {
    await this.http.request('DELETE', `/stories/${segment(id)}/files/${segment(fileId)}`, OkResponseSchema);
  }
  async statusBulkUpload(storyIds: string[]): Promise<StoryUploadStatus[]> {
    const states = await this.http.request('POST', '/stories/status_bulk_upload', StoryStatusBulkUploadResponseSchema, {
      stories: storyIds.map((_id) => ({ _id })),
    });
    // The answer is matched to the ids by position, so a short or long one is refused rather than misread.
    if (states.length !== storyIds.length)
      throw new ContractError('/stories/status_bulk_upload', `${states.length} states for ${storyIds.length} ids`);
    return states;
  }
  updateBulkUpload(changes: StoryMetadataChange[]): Promise<Story[]> {
    return this.http.request('PUT', '/stories/update_bulk_upload', StoryUpdateBulkUploadResponseSchema, { stories: changes });
  }
}
