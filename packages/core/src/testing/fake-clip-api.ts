import type { ClipCreateRequest, ClipEditRequest } from '../model/api/clip.api.schema.js';
import type { Clip } from '../model/clip.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { ClipApi } from '../ports/clip-api.port.js';

/**
 * In-memory ClipApi: clips by story, newest first. A new clip has no media until `render` gives it addresses, as
 * the server's renderer would; clips in `failing` answer 500 to edits and deletes.
 */
export class FakeClipApi implements ClipApi {
  readonly clips = new Map<string, Clip[]>();
  readonly failing = new Set<string>();
  readonly reads: string[] = [];
  private created = 0;
  private clock = Date.parse('2024-06-01T10:00:00.000Z');

  async create(storyId: string, request: ClipCreateRequest): Promise<Clip> {
    this.created += 1;
    this.clock += 60_000;
    const clip: Clip = {
      _id: `clip-${this.created}`,
      title: request.title,
      ...(request.description !== undefined ? { description: request.description } : {}),
      start: request.start,
      end: request.end,
      tags: request.tags ?? [],
      created_at: new Date(this.clock).toISOString(),
    };
    this.clips.set(storyId, [clip, ...(this.clips.get(storyId) ?? [])]);
    return { ...clip };
  }

  async list(storyId: string): Promise<Clip[]> {
    return (this.clips.get(storyId) ?? []).map((clip) => ({ ...clip }));
  }

  async read(storyId: string, clipId: string): Promise<Clip> {
    this.reads.push(clipId);
    return { ...this.find(storyId, clipId) };
  }

  async edit(storyId: string, clipId: string, changes: ClipEditRequest): Promise<Clip> {
    if (this.failing.has(clipId)) throw apiFailure(500, 'INTERNAL', 'edit failed');
    const { title, description, start, end, tags } = changes;
    const edited: Clip = {
      ...this.find(storyId, clipId),
      ...(title !== undefined ? { title } : {}),
      ...(description !== undefined ? { description } : {}),
      ...(start !== undefined ? { start } : {}),
      ...(end !== undefined ? { end } : {}),
      ...(tags !== undefined ? { tags } : {}),
    };
    this.clips.set(
      storyId,
      (this.clips.get(storyId) ?? []).map((clip) => (clip._id === clipId ? edited : clip)),
    );
    return { ...edited };
  }

  async delete(storyId: string, clipId: string): Promise<void> {
    if (this.failing.has(clipId)) throw apiFailure(500, 'INTERNAL', 'delete failed');
    this.find(storyId, clipId);
    this.clips.set(
      storyId,
      (this.clips.get(storyId) ?? []).filter((clip) => clip._id !== clipId),
    );
  }

  /** Gives a clip its thumbnail and media, as a finished render does. */
  render(storyId: string, clipId: string): void {
    this.clips.set(
      storyId,
      (this.clips.get(storyId) ?? []).map((clip) =>
        clip._id === clipId
          ? { ...clip, thumbnailURL: `http://media.test/${clipId}.jpg`, archiveURL: `http://media.test/${clipId}.mp4` }
          : clip,
      ),
    );
  }

  private find(storyId: string, clipId: string): Clip {
    const clip = (this.clips.get(storyId) ?? []).find((c) => c._id === clipId);
    if (!clip) throw apiFailure(404, 'NOT_FOUND', 'Clip not found');
    return clip;
  }
}
