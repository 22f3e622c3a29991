import type { ClipLibraryItem, ClipLibraryPage, ClipLibraryRequest } from '../model/api/clip-library.api.schema.js';
import type { ClipAudioDownload, ClipLibraryApi } from '../ports/clip-library-api.port.js';
import { DEFAULT_PAGE_SIZE } from '../util/constants.js';
import { itemsOnPage } from '../util/paging.js';

/** The clips library over a list in memory: newest first, searched by title, one page at a time, deletions recorded or refused. */
export class FakeClipLibraryApi implements ClipLibraryApi {
  items: ClipLibraryItem[] = [];
  queries: ClipLibraryRequest[] = [];
  deleted: [string, string[]][] = [];
  failDeletes = false;

  async list(query: ClipLibraryRequest): Promise<ClipLibraryPage> {
    this.queries.push(query);
    const found = this.items
      .filter((i) => !query.search || i.clip.title.toLowerCase().includes(query.search.toLowerCase()))
      .sort((a, b) => b.clip.created_at.localeCompare(a.clip.created_at));
    const projects = [...new Map(found.map((i) => [i.story.project_id, { _id: i.story.project_id, name: i.story.project_name }])).values()];
    return {
      items: itemsOnPage(found, query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE),
      total: found.length,
      projects,
      tags: [...new Set(found.flatMap((i) => i.clip.tags ?? []))],
    };
  }

  async deleteMany(storyId: string, ids: string[]): Promise<number> {
    if (this.failDeletes) throw new Error('refused');
    this.deleted.push([storyId, ids]);
    this.items = this.items.filter((i) => !ids.includes(i.clip._id));
    return ids.length;
  }

  async audioDownload(): Promise<ClipAudioDownload> {
    return { audioArchiveURL: 'http://media.test/audio.m4a', taskId: null };
  }
}
