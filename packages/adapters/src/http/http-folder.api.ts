import {
  type Folder,
  type FolderApi,
  FolderBulkResponseSchema,
  type FolderCreateRequest,
  type FolderEditRequest,
  FolderListResponseSchema,
  FolderSchema,
  OkResponseSchema,
} from '@storykeep/core';
import { inject, injectable } from 'inversify';
import { HttpClient } from './http-client.js';
import { segment } from './query-string.js';

/** FolderApi over HTTP: `/folders…`, `/projects/{id}/folders`, and the bulk add and remove calls. */
@injectable()
export class HttpFolderApi implements FolderApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  listOfProject(projectId: string): Promise<Folder[]> {
    return this.http.request('GET', `/projects/${segment(projectId)}/folders`, FolderListResponseSchema);
  }
  get(id: string): Promise<Folder> {
    return this.http.request('GET', `/folders/${segment(id)}`, FolderSchema);
  }
  create(request: FolderCreateRequest): Promise<Folder> {
    return this.http.request('POST', '/folders/create', FolderSchema, request);
  }
  edit(id: string, request: FolderEditRequest): Promise<Folder> {
    return this.http.request('PUT', `/folders/${segment(id)}/edit`, FolderSchema, request);
  }
  async delete(id: string): Promise<void> {
    await this.http.request('DELETE', `/folders/${segment(id)}`, OkResponseSchema);
  }
  async addStories(storyIds: string[], folderIds: string[]): Promise<number> {
    const body = { storiesId: storyIds, foldersId: folderIds };
    return (await this.http.request('POST', '/folders/bulk_add', FolderBulkResponseSchema, body)).changed;
  }
  async removeStories(storyIds: string[], folderIds: string[]): Promise<number> {
    const body = { storiesId: storyIds, foldersId: folderIds };
    return (await this.http.request('POST', '/folders/bulk_remove', FolderBulkResponseSchema, body)).changed;
  }
}
