import type {
  EntityListPage,
  EntityListRequest,
  EntityMentions,
  EntitySummary,
  StoryEntities,
  StoryEntity,
} from '../model/api/entity.api.schema.js';
import { apiFailure } from '../ports/api-failure.port.js';
import type { EntityApi } from '../ports/entity-api.port.js';
import { itemsOnPage } from '../util/paging.js';

const copy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * In-memory EntityApi: tests add stories with `addStory`; renames, hiding and merges change what both reads answer,
 * as the server's overrides do, and every change is recorded in `changes`.
 */
export class FakeEntityApi implements EntityApi {
  readonly stories = new Map<string, StoryEntities>();
  readonly changes: string[] = [];
  /** Merged entities as they were in each story, to separate them again. */
  private readonly separable = new Map<string, { into: string; kept: Map<string, StoryEntity> }>();
  /** When set, the next call rejects with it (then it is cleared). */
  failNext: Error | undefined;

  /** Adds a story's entities; their summaries' counts come from the mentions. */
  addStory(story: StoryEntities['story'], entities: Omit<StoryEntity, 'mentionCount' | 'storyCount'>[]): void {
    this.stories.set(story._id, { story, entities: entities.map((e) => ({ ...e, mentionCount: 0, storyCount: 0 })) });
    this.recount();
  }

  async list(request: EntityListRequest): Promise<EntityListPage> {
    this.maybeFail();
    const search = request.search?.toLowerCase();
    const hidden = request.hidden ?? 'exclude';
    const all = [...this.summaries().values()]
      .filter((e) => !request.type || e.type === request.type)
      .filter((e) => !search || [e.name, ...e.aliases].some((n) => n.toLowerCase().includes(search)))
      .filter((e) => (hidden === 'include' ? true : hidden === 'only' ? e.hidden : !e.hidden))
      .sort((a, b) => b.mentionCount - a.mentionCount || a.name.localeCompare(b.name));
    return copy({ items: itemsOnPage(all, request.page ?? 1, request.pageSize ?? 50), total: all.length });
  }

  async mentions(entityId: string): Promise<EntityMentions> {
    this.maybeFail();
    const entity = this.summaries().get(entityId);
    if (!entity) throw apiFailure(404, 'NOT_FOUND', 'Entity not found');
    const stories = [...this.stories.values()].flatMap(({ story, entities }) => {
      const found = entities.find((e) => e._id === entityId);
      return found ? [{ story, mentions: found.mentions }] : [];
    });
    return copy({ entity, stories });
  }

  async forStory(storyId: string): Promise<StoryEntities> {
    this.maybeFail();
    const story = this.stories.get(storyId);
    if (!story) throw apiFailure(404, 'NOT_FOUND', 'Story not found');
    return copy(story);
  }

  async rename(entityId: string, name: string | null): Promise<EntitySummary> {
    this.changes.push(`rename ${entityId} ${name}`);
    return this.update(entityId, (e) => ({ ...e, name: name ?? e.extractedName }));
  }

  async setHidden(entityId: string, hidden: boolean): Promise<EntitySummary> {
    this.changes.push(`hidden ${entityId} ${hidden}`);
    return this.update(entityId, (e) => ({ ...e, hidden }));
  }

  async merge(entityId: string, into: string): Promise<EntitySummary> {
    this.changes.push(`merge ${entityId} ${into}`);
    this.maybeFail();
    const all = this.summaries();
    const source = all.get(entityId);
    const target = all.get(into);
    if (!source || !target || entityId === into) throw apiFailure(400, 'BAD_REQUEST', 'Cannot merge these entities', 'into');
    const aliases = [...new Set([...target.aliases, source.name, ...source.aliases])];
    const merged = [...target.merged, { _id: source._id, name: source.name }, ...source.merged];
    const kept = new Map<string, StoryEntity>();
    for (const story of this.stories.values()) {
      const from = story.entities.find((e) => e._id === entityId);
      if (!from) continue;
      kept.set(story.story._id, from);
      const to = story.entities.find((e) => e._id === into);
      const mentions = [...(to?.mentions ?? []), ...from.mentions].sort((a, b) => a.word - b.word);
      const joined = { ...(to ?? { ...target, mentions: [] }), mentions };
      story.entities = [...story.entities.filter((e) => e._id !== entityId && e._id !== into), joined];
    }
    this.separable.set(entityId, { into, kept });
    for (const story of this.stories.values()) story.entities = story.entities.map((e) => (e._id === into ? { ...e, aliases, merged } : e));
    this.recount();
    return copy(this.summaries().get(into) as EntitySummary);
  }

  async unmerge(entityId: string): Promise<EntitySummary> {
    this.changes.push(`unmerge ${entityId}`);
    this.maybeFail();
    const separated = this.separable.get(entityId);
    if (!separated) throw apiFailure(409, 'CONFLICT', 'This entity is not merged into another');
    this.separable.delete(entityId);
    for (const story of this.stories.values()) {
      const own = separated.kept.get(story.story._id);
      const words = new Set(own?.mentions.map((m) => m.word) ?? []);
      story.entities = story.entities.map((e) => {
        if (e._id !== separated.into) return e;
        const merged = e.merged.filter((m) => m._id !== entityId);
        return { ...e, merged, aliases: merged.map((m) => m.name), mentions: e.mentions.filter((m) => !words.has(m.word)) };
      });
      if (own) story.entities = [...story.entities, own];
    }
    this.recount();
    return copy(this.summaries().get(entityId) as EntitySummary);
  }

  private maybeFail(): void {
    const failure = this.failNext;
    this.failNext = undefined;
    if (failure) throw failure;
  }

  private update(entityId: string, change: (e: StoryEntity) => StoryEntity): EntitySummary {
    this.maybeFail();
    if (!this.summaries().has(entityId)) throw apiFailure(404, 'NOT_FOUND', 'Entity not found');
    for (const story of this.stories.values()) story.entities = story.entities.map((e) => (e._id === entityId ? change(e) : e));
    return copy(this.summaries().get(entityId) as EntitySummary);
  }

  private summaries(): Map<string, EntitySummary> {
    const byId = new Map<string, EntitySummary>();
    for (const story of this.stories.values())
      for (const { mentions: _m, ...e } of story.entities) if (!byId.has(e._id)) byId.set(e._id, e);
    return byId;
  }

  private recount(): void {
    const counts = new Map<string, { mentions: number; stories: number }>();
    for (const story of this.stories.values())
      for (const e of story.entities) {
        const c = counts.get(e._id) ?? { mentions: 0, stories: 0 };
        counts.set(e._id, { mentions: c.mentions + e.mentions.length, stories: c.stories + 1 });
      }
    for (const story of this.stories.values())
      story.entities = story.entities.map((e) => ({
        ...e,
        mentionCount: counts.get(e._id)?.mentions ?? 0,
        storyCount: counts.get(e._id)?.stories ?? 0,
      }));
  }
}
