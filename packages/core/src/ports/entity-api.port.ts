import type { EntityListPage, EntityListRequest, EntityMentions, EntitySummary, StoryEntities } from '../model/api/entity.api.schema.js';

/** People, places, organizations and dates named in the transcripts, and the archivist's corrections to them. */
export const EntityApi = Symbol('EntityApi');
export interface EntityApi {
  /** `GET /entities`: a page of the organization's entities, most said first. */
  list(request: EntityListRequest): Promise<EntityListPage>;
  /** `GET /entities/{id}/mentions`: where an entity is said, story by story. */
  mentions(entityId: string): Promise<EntityMentions>;
  /** `GET /entities/{story_id}`: a story's entities with every moment each is said. */
  forStory(storyId: string): Promise<StoryEntities>;
  /** `PUT /entities/{id}/name`: null goes back to the extracted name. */
  rename(entityId: string, name: string | null): Promise<EntitySummary>;
  /** `PUT /entities/{id}/hidden`. */
  setHidden(entityId: string, hidden: boolean): Promise<EntitySummary>;
  /** `POST /entities/{id}/merge`: answers the entity merged into. */
  merge(entityId: string, into: string): Promise<EntitySummary>;
  /** `POST /entities/{id}/unmerge`: a merged entity stands on its own again; answers it. */
  unmerge(entityId: string): Promise<EntitySummary>;
}
