import { z } from 'zod';
import { IdSchema, PagingSchema, SortSchema, UrlStringSchema } from './primitives.schema.js';
import { ProjectRoleSchema } from './role.schema.js';

/** What the project answer says about the signed-in user. */
export const ProjectDetailsSchema = z.object({ currentUserProjectRole: ProjectRoleSchema.nullable() });
export type ProjectDetails = z.infer<typeof ProjectDetailsSchema>;

/** A project; `paging`, `sort` and `searchParam` are the client's view of its story list. */
export const ProjectSchema = z.object({
  _id: IdSchema,
  name: z.string().min(1),
  description: z.string().optional(),
  /** E-mail addresses invited to the project. */
  invites: z.array(z.email()).optional(),
  projectBackgroundUrl: UrlStringSchema.nullable().optional(),
  /** The owning organization's code. */
  org_code: z.string().min(1).optional(),
  /** Ids of the project's stories, when the answer includes them. */
  stories: z.array(IdSchema).optional(),
  projectDetails: ProjectDetailsSchema.optional(),
  paging: PagingSchema.optional(),
  sort: SortSchema.optional(),
  searchParam: z.string().optional(),
});
export type Project = z.infer<typeof ProjectSchema>;
