import type { StoryFileAddRequest } from '../model/api/story.api.js';
import type { StoryMetadataChange, StoryUploadStatus } from '../model/api/story-bulk-upload.api.schema.js';
import type { Story } from '../model/story.schema.js';
import type { StoryFile } from '../model/story-file.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { Page } from '../ports/project-api.port.js';
import type { StoryApi, StoryFileUpload, StoryFileUploadTask, StoryListRequest, StoryListSource } from '../ports/story-api.port.js';
import { itemsOnPage } from '../util/paging.js';

/**
 * In-memory StoryApi: stories by id with a project and folders; `failDeleteOf` makes chosen deletes fail, `failBulkUpdate`
 * the next bulk updates; `bulkUpdates` and `statusCalls` record what was asked.
 */
export class FakeStoryApi implements StoryApi {
  readonly stories = new Map<string, Story>();
  readonly files = new Map<string, StoryFile[]>();
  readonly deleted: string[] = [];
  readonly failDeleteOf = new Set<string>();
  storiesWithClips = new Set<string>();
  listCalls: { source: StoryListSource; request: StoryListRequest }[] = [];
  readonly bulkUpdates: StoryMetadataChange[][] = [];
  readonly statusCalls: string[][] = [];
  failBulkUpdate = false;

  constructor(stories: Story[] = []) {
    for (const story of stories) this.stories.set(story._id, story);
  }

  async list(source: StoryListSource, request: StoryListRequest): Promise<Page<Story>> {
    this.listCalls.push({ source, request });
    const needle = request.search?.trim().toLowerCase() ?? '';
    const narrator = request.narrator?.trim().toLowerCase() ?? '';
    const language = request.language?.trim().toLowerCase() ?? '';
    const all = [...this.stories.values()].filter((story) => {
      if (source.kind === 'project' && story.project_id !== source.projectId) return false;
      if (source.kind === 'folder' && !(story.foldersId ?? []).includes(source.folderId)) return false;
      // As the server: the narrator contains the text, the language is the text, ignoring case.
      if (narrator && !(story.narrator ?? '').toLowerCase().includes(narrator)) return false;
      if (language && (story.language ?? '').trim().toLowerCase() !== language) return false;
      return !needle || (story.title ?? '').toLowerCase().includes(needle);
    });
    return { items: itemsOnPage(all, request.page, request.pageSize), total: all.length };
  }

  async get(id: string): Promise<Story> {
    const story = this.stories.get(id);
    if (!story) throw apiFailure(404, 'NOT_FOUND', 'Story not found');
    return story;
  }

  async delete(id: string): Promise<void> {
    if (this.failDeleteOf.has(id)) throw apiFailure(500, 'INTERNAL', 'failed');
    this.stories.delete(id);
    this.deleted.push(id);
  }

  async edit(id: string, change: { foldersId?: string[]; sessionPassword?: string | null }): Promise<Story> {
    const story = { ...(await this.get(id)), ...change };
    this.stories.set(id, story);
    return story;
  }

  async haveClips(storyIds: string[]): Promise<boolean> {
    return storyIds.some((id) => this.storiesWithClips.has(id));
  }

  async listFiles(id: string): Promise<StoryFile[]> {
    return [...(this.files.get(id) ?? [])];
  }

  async addFile(id: string, file: StoryFileAddRequest): Promise<StoryFile> {
    const list = this.files.get(id) ?? [];
    const added: StoryFile = {
      _id: `f${list.length + 1}`,
      title: file.title,
      release_form: file.release_form ?? false,
      file_name: file.file_name,
      content_type: file.content_type,
    };
    if (file.description !== undefined) added.description = file.description;
    this.files.set(id, [...list, added]);
    return added;
  }

  async setReleaseForm(id: string, fileId: string, releaseForm: boolean): Promise<StoryFile> {
    const list = this.files.get(id) ?? [];
    const file = list.find((f) => f._id === fileId);
    if (!file) throw apiFailure(404, 'NOT_FOUND', 'File not found');
    file.release_form = releaseForm;
    return file;
  }

  /** While true, uploads report half their bytes and wait for `finishUploads()`. */
  holdUploads = false;
  private readonly held: Array<() => void> = [];
  readonly downloadsAsked: string[] = [];

  uploadFile(id: string, upload: StoryFileUpload): StoryFileUploadTask {
    let abort = () => {};
    const done = new Promise<StoryFile>((resolve, reject) => {
      const finish = () => {
        upload.onProgress(upload.file.size);
        const list = this.files.get(id) ?? [];
        const added: StoryFile = {
          _id: `f${list.length + 1}`,
          title: upload.title,
          release_form: upload.releaseForm,
          file_name: upload.file.name,
          content_type: upload.file.type,
          size: upload.file.size,
        };
        if (upload.description !== undefined) added.description = upload.description;
        this.files.set(id, [...list, added]);
        resolve(added);
      };
      abort = () => reject(apiFailure(0, 'ABORTED', 'The upload was cancelled'));
      upload.onProgress(Math.floor(upload.file.size / 2));
      if (this.holdUploads) this.held.push(finish);
      else void Promise.resolve().then(finish);
    });
    return { done, abort };
  }

  /** Lets every held upload finish. */
  finishUploads(): void {
    for (const finish of this.held.splice(0)) finish();
  }

  async fileDownloadUrl(id: string, fileId: string): Promise<string> {
    if (!(this.files.get(id) ?? []).some((f) => f._id === fileId)) throw apiFailure(404, 'NOT_FOUND', 'File not found');
    this.downloadsAsked.push(fileId);
    return `/api/media/stories/${id}/files/${fileId}?signature=fake`;
  }

  async deleteFile(id: string, fileId: string): Promise<void> {
    const list = this.files.get(id) ?? [];
    if (!list.some((f) => f._id === fileId)) throw apiFailure(404, 'NOT_FOUND', 'File not found');
    this.files.set(
      id,
      list.filter((f) => f._id !== fileId),
    );
  }

  async statusBulkUpload(storyIds: string[]): Promise<StoryUploadStatus[]> {
    this.statusCalls.push([...storyIds]);
    return storyIds.map((id) => {
      const story = this.stories.get(id);
      return story ? { available: true, story } : { available: false, story: null };
    });
  }

  async updateBulkUpload(changes: StoryMetadataChange[]): Promise<Story[]> {
    this.bulkUpdates.push(changes.map((change) => ({ ...change })));
    if (this.failBulkUpdate) throw apiFailure(500, 'INTERNAL', 'failed');
    // Like the server: every story is checked before any is changed.
    const stories = await Promise.all(changes.map((change) => this.get(change._id)));
    return stories.map((story, index) => {
      const { _id, title, description, record_date, ...details } = changes[index] ?? { _id: story._id };
      const kept = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
      const updated: Story = {
        ...story,
        ...kept,
        ...(title !== undefined ? { title: title.trim() } : {}),
        ...(description !== undefined ? { description } : {}),
        ...(record_date !== undefined ? { record_date } : {}),
      };
      this.stories.set(_id, updated);
      return updated;
    });
  }
}
