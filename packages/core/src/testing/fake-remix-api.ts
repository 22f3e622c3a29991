import type { RemixCreateRequest } from '../model/api/remix.api.schema.js';
import type { Remix, RemixSummary } from '../model/remix.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { RemixApi } from '../ports/remix-api.port.js';

/** In-memory RemixApi: remixes kept as given (tests set `state`, `archiveURL` and `paragraphs` as a render would). */
export class FakeRemixApi implements RemixApi {
  readonly remixes = new Map<string, Remix>();
  readonly reorders: string[][] = [];
  private created = 0;

  async list(projectId: string): Promise<RemixSummary[]> {
    return [...this.remixes.values()]
      .filter((r) => r.projectId === projectId)
      .map(({ clips: _c, paragraphs: _p, archiveURL: _a, mediaType: _m, taskId: _t, ...summary }) => summary);
  }

  async create(projectId: string, request: RemixCreateRequest): Promise<Remix> {
    this.created += 1;
    const remix: Remix = {
      _id: `remix-${this.created}`,
      projectId,
      title: request.title,
      created_at: new Date(Date.UTC(2024, 5, this.created)).toISOString(),
      clipCount: request.clipIds.length,
      duration: 0,
      state: 'pending',
      clips: [],
      mediaType: null,
      archiveURL: null,
      taskId: `task-${this.created}`,
      paragraphs: [],
    };
    this.remixes.set(remix._id, remix);
    return JSON.parse(JSON.stringify(remix)) as Remix;
  }

  async read(remixId: string): Promise<Remix> {
    const remix = this.remixes.get(remixId);
    if (!remix) throw apiFailure(404, 'NOT_FOUND', 'Remix not found');
    return JSON.parse(JSON.stringify(remix)) as Remix;
  }

  async reorder(remixId: string, clipIds: string[]): Promise<Remix> {
    this.reorders.push(clipIds);
    const remix = await this.read(remixId);
    const byId = new Map(remix.clips.map((c) => [c._id, c]));
    const next = { ...remix, state: 'pending' as const, archiveURL: null, clips: clipIds.flatMap((id) => byId.get(id) ?? []) };
    this.remixes.set(remixId, next);
    return JSON.parse(JSON.stringify(next)) as Remix;
  }

  async delete(remixId: string): Promise<void> {
    this.remixes.delete(remixId);
  }
}
