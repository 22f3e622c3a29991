import type { FolderCreateRequest, FolderEditRequest } from '../model/api/folder.api.js';
import type { Folder } from '../model/folder.schema.js';

/** Folders (see docs/product/api.md): a project's folders, one folder, create, edit, delete, bulk add and remove stories. */
export const FolderApi = Symbol('FolderApi');
export interface FolderApi {
  /** `GET /projects/{id}/folders`. */
  listOfProject(projectId: string): Promise<Folder[]>;
  get(id: string): Promise<Folder>;
  create(request: FolderCreateRequest): Promise<Folder>;
  edit(id: string, request: FolderEditRequest): Promise<Folder>;
  delete(id: string): Promise<void>;
  /** Every story into every folder; answers how many memberships changed. */
  addStories(storyIds: string[], folderIds: string[]): Promise<number>;
  removeStories(storyIds: string[], folderIds: string[]): Promise<number>;
}
