import {
  EntityHiddenRequestSchema,
  EntityListPageSchema,
  EntityListQuerySchema,
  EntityMentionsSchema,
  EntityMergeRequestSchema,
  EntityRenameRequestSchema,
  EntitySummarySchema,
  IdParamsSchema,
  NoQuerySchema,
  StoryEntitiesSchema,
} from '@storykeep/core';
import { type ApiRoute, defineRoute } from '../../http/api-route.js';
import { entityMentions, listEntities, storyEntities } from './entity.service.js';
import { hideEntity, mergeEntity, renameEntity } from './entity-curation.service.js';

const tag = 'Entities';
const query = NoQuerySchema;

/** People, places, organizations and dates named in the transcripts, and the archivist's corrections. */
export const entityRoutes: ApiRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/entities',
    tag,
    summary: 'Entities said in the stories the caller sees, most said first; filtered by type, name and organization',
    access: 'member',
    query: EntityListQuerySchema,
    response: EntityListPageSchema,
    handler: ({ context, actor, query }) => listEntities(context, actor, query),
  }),
  defineRoute({
    method: 'GET',
    url: '/entities/:id',
    tag,
    summary: "A story's entities, each with the moments it is said (word index and time)",
    access: 'member',
    params: IdParamsSchema,
    query,
    response: StoryEntitiesSchema,
    handler: ({ context, actor, params }) => storyEntities(context, actor, params.id),
  }),
  defineRoute({
    method: 'GET',
    url: '/entities/:id/mentions',
    tag,
    summary: 'Where an entity is said, story by story, in the stories the caller sees',
    access: 'member',
    params: IdParamsSchema,
    query,
    response: EntityMentionsSchema,
    handler: ({ context, actor, params }) => entityMentions(context, actor, params.id),
  }),
  defineRoute({
    method: 'PUT',
    url: '/entities/:id/name',
    tag,
    summary: 'Rename an entity (null goes back to the extracted name); kept when extraction runs again',
    access: 'member',
    params: IdParamsSchema,
    query,
    body: EntityRenameRequestSchema,
    response: EntitySummarySchema,
    handler: ({ context, actor, params, body }) => renameEntity(context, actor, params.id, body.name),
  }),
  defineRoute({
    method: 'PUT',
    url: '/entities/:id/hidden',
    tag,
    summary: 'Hide an entity from the lists, or show it again',
    access: 'member',
    params: IdParamsSchema,
    query,
    body: EntityHiddenRequestSchema,
    response: EntitySummarySchema,
    handler: ({ context, actor, params, body }) => hideEntity(context, actor, params.id, body.hidden),
  }),
  defineRoute({
    method: 'POST',
    url: '/entities/:id/merge',
    tag,
    summary: 'Merge an entity into another; its name becomes an alias there',
    access: 'member',
    params: IdParamsSchema,
    query,
    body: EntityMergeRequestSchema,
    response: EntitySummarySchema,
    handler: ({ context, actor, params, body }) => mergeEntity(context, actor, params.id, body.into),
  }),
];
