import { z } from 'zod';
import { CountSchema, IdSchema, PagingSchema, SortSchema } from './primitives.schema.js';

/** A folder inside a project. `paging` and `sort` are the client's view of its story list. */
export const FolderSchema = z.object({
  _id: IdSchema,
  /** Folders without a name exist and are hidden from folder search. */
  name: z.string().optional(),
  /** The owning project's id. */
  project: IdSchema,
  /** Ids of the folder's stories, when the answer includes them. */
  stories: z.array(IdSchema).optional(),
  description: z.string().optional(),
  /** The creating user's id. */
  creator: IdSchema.optional(),
  /** Ids of users who are members of the folder. */
  membersOfFolder: z.array(IdSchema).optional(),
  defaultFolderForProject: z.boolean().optional(),
  numberOfStories: CountSchema.optional(),
  paging: PagingSchema.optional(),
  sort: SortSchema.optional(),
});
export type Folder = z.infer<typeof FolderSchema>;
