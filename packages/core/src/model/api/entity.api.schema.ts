import { z } from 'zod';
import { IdSchema, SecondsSchema } from '../primitives.schema.js';
import { SearchTextSchema } from './common.api.js';

/** What an entity is: someone, somewhere, a body of people, or a time. */
export const EntityTypeSchema = z.enum(['person', 'place', 'organization', 'date']);
export type EntityType = z.infer<typeof EntityTypeSchema>;

/** The entity types in the order screens offer them. */
export const ENTITY_TYPES: readonly EntityType[] = EntityTypeSchema.options;

/** The longest name an archivist may give an entity. */
export const ENTITY_NAME_MAX = 200;

/**
 * An entity as lists show it: its name (the archivist's, else the one extracted), the other names it was heard as
 * (merged entities), whether it is hidden, and how often it is said in the stories the caller sees.
 */
export const EntitySummarySchema = z.object({
  _id: IdSchema,
  organization_id: IdSchema,
  /** The owning organization's code: a browser names organizations by code, so it decides who may change the entity by it. */
  organization_code: z.string().min(1),
  type: EntityTypeSchema,
  name: z.string(),
  /** The name the extraction found; differs from `name` once renamed. */
  extractedName: z.string(),
  aliases: z.array(z.string()),
  /** The entities merged into this one, which can be separated again. */
  merged: z.array(z.object({ _id: IdSchema, name: z.string() })),
  hidden: z.boolean(),
  mentionCount: z.number().int().nonnegative(),
  storyCount: z.number().int().nonnegative(),
});
export type EntitySummary = z.infer<typeof EntitySummarySchema>;

/** `GET /entities`: a page of the organization's entities, most said first. */
export const EntityListQuerySchema = z.strictObject({
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** Contained in the entity's name or one of its aliases, any case. */
  search: SearchTextSchema.optional(),
  type: EntityTypeSchema.optional(),
  /** Only this organization's entities (the caller's organizations otherwise). */
  organization: IdSchema.optional(),
  /** Hidden entities are left out unless asked for. */
  hidden: z.enum(['include', 'exclude', 'only']).default('exclude'),
});
export type EntityListQuery = z.infer<typeof EntityListQuerySchema>;
/** The list query as a caller gives it: every field defaults. */
export type EntityListRequest = Partial<EntityListQuery>;

/** `GET /entities`: one page, and the total matching. */
export const EntityListPageSchema = z.object({
  items: z.array(EntitySummarySchema),
  total: z.number().int().nonnegative(),
});
export type EntityListPage = z.infer<typeof EntityListPageSchema>;

/** One moment an entity is said: the first word's index in the transcript, how many words, when, and the words. */
export const EntityMentionSchema = z.object({
  word: z.number().int().nonnegative(),
  wordCount: z.number().int().positive(),
  start: SecondsSchema,
  end: SecondsSchema,
  text: z.string(),
});
export type EntityMention = z.infer<typeof EntityMentionSchema>;

/** An entity of one story with every moment it is said there, in order. */
export const StoryEntitySchema = EntitySummarySchema.extend({ mentions: z.array(EntityMentionSchema) });
export type StoryEntity = z.infer<typeof StoryEntitySchema>;

/** `GET /entities/{story_id}`: the story and its entities (hidden ones flagged, for the archivist to bring back). */
export const StoryEntitiesSchema = z.object({
  story: z.object({ _id: IdSchema, title: z.string(), project_id: IdSchema }),
  entities: z.array(StoryEntitySchema),
});
export type StoryEntities = z.infer<typeof StoryEntitiesSchema>;

/** `PUT /entities/{id}/name`: the archivist's name, or null to go back to the extracted one. */
export const EntityRenameRequestSchema = z.strictObject({ name: z.string().trim().min(1).max(ENTITY_NAME_MAX).nullable() });
export type EntityRenameRequest = z.infer<typeof EntityRenameRequestSchema>;

/** `PUT /entities/{id}/hidden`. */
export const EntityHiddenRequestSchema = z.strictObject({ hidden: z.boolean() });
export type EntityHiddenRequest = z.infer<typeof EntityHiddenRequestSchema>;

/** `POST /entities/{id}/merge`: the entity becomes part of `into`; its name is kept as an alias there. */
export const EntityMergeRequestSchema = z.strictObject({ into: IdSchema });
export type EntityMergeRequest = z.infer<typeof EntityMergeRequestSchema>;

/** `GET /entities/{id}/mentions`: an entity and, per story the caller sees, every moment it is said there. */
export const EntityMentionsSchema = z.object({
  entity: EntitySummarySchema,
  stories: z.array(
    z.object({
      story: z.object({ _id: IdSchema, title: z.string(), project_id: IdSchema }),
      mentions: z.array(EntityMentionSchema),
    }),
  ),
});
export type EntityMentions = z.infer<typeof EntityMentionsSchema>;
