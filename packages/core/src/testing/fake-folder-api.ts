import type { FolderCreateRequest, FolderEditRequest } from '../model/api/folder.api.js';
import type { Folder } from '../model/folder.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { FolderApi } from '../ports/folder-api.port.js';

/** In-memory FolderApi; bulk adds and removes are recorded as calls. */
export class FakeFolderApi implements FolderApi {
  readonly folders = new Map<string, Folder>();
  readonly added: { storyIds: string[]; folderIds: string[] }[] = [];
  readonly removed: { storyIds: string[]; folderIds: string[] }[] = [];
  private counter = 0;

  constructor(folders: Folder[] = []) {
    for (const folder of folders) this.folders.set(folder._id, folder);
  }

  async listOfProject(projectId: string): Promise<Folder[]> {
    return [...this.folders.values()].filter((f) => f.project === projectId);
  }
  async get(id: string): Promise<Folder> {
    const folder = this.folders.get(id);
    if (!folder) throw apiFailure(404, 'NOT_FOUND', 'Folder not found');
    return folder;
  }
  async create(request: FolderCreateRequest): Promise<Folder> {
    this.counter += 1;
    const folder: Folder = { _id: `new-folder-${this.counter}`, name: request.name, project: request.project, numberOfStories: 0 };
    this.folders.set(folder._id, folder);
    return folder;
  }
  async edit(id: string, request: FolderEditRequest): Promise<Folder> {
    const folder = { ...(await this.get(id)), ...request };
    this.folders.set(id, folder);
    return folder;
  }
  async delete(id: string): Promise<void> {
    await this.get(id);
    this.folders.delete(id);
  }
  async addStories(storyIds: string[], folderIds: string[]): Promise<number> {
    this.added.push({ storyIds, folderIds });
    return storyIds.length * folderIds.length;
  }
  async removeStories(storyIds: string[], folderIds: string[]): Promise<number> {
    this.removed.push({ storyIds, folderIds });
    return storyIds.length * folderIds.length;
  }
}
