import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from '../../util/constants.js';
import { EmailAddressSchema } from '../email-address.schema.js';
import { IdSchema, UrlStringSchema } from '../primitives.schema.js';
import { ProjectSchema } from '../project.schema.js';
import { ProjectRoleSchema } from '../role.schema.js';
import { pageOf, pageQueryShape } from './common.api.js';

const Invites = z.array(EmailAddressSchema).max(200);

/** `POST /projects/create`: the creator becomes its project manager; each invited address gets an e-mail. */
export const ProjectCreateRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200),
  description: z.string().max(5000).optional(),
  invites: Invites.optional(),
  projectBackgroundUrl: UrlStringSchema.max(2000).nullable().optional(),
  org_code: z.string().min(1).max(200),
});
export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequestSchema>;

/** `PUT /projects/{id}/edit`; `invites` adds invitations. */
export const ProjectEditRequestSchema = z.strictObject({
  name: z.string().trim().min(1).max(200).optional(),
  description: z.string().max(5000).optional(),
  invites: Invites.optional(),
  projectBackgroundUrl: UrlStringSchema.max(2000).nullable().optional(),
});
export type ProjectEditRequest = z.infer<typeof ProjectEditRequestSchema>;

/** `GET /projects` and `GET /organization/{code}/projects`. */
export const ProjectListQuerySchema = z.strictObject({
  ...pageQueryShape(DEFAULT_PAGE_SIZE),
  sort: z.enum(['name', 'created_at']).default('created_at'),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>;
export const ProjectListResponseSchema = pageOf(ProjectSchema);

/** `GET /projects/{id}/role`: the current user's role in the project (null: reaches it through the organization). */
export const ProjectRoleResponseSchema = z.object({ currentUserProjectRole: ProjectRoleSchema.nullable() });

/** `POST /projects/join/{code}`: joins the project whose join code this is. */
export const ProjectJoinParamsSchema = z.strictObject({ code: z.string().min(1).max(200) });

/** `POST /projects/{id}/tickets`: a single-use ticket (`/ticket/{id}`) into the project, optionally for one story. */
/**
 * `POST /projects/{id}/tickets`: an `access` ticket lets its holder into the project, or the story's call when it
 * names one; an `upload` ticket asks its holder for recordings, each a new story of the project (and the folder).
 */
export const TicketKindSchema = z.enum(['access', 'upload']);
export type TicketKind = z.infer<typeof TicketKindSchema>;
export const TicketCreateRequestSchema = z
  .strictObject({ story_id: IdSchema.optional(), kind: TicketKindSchema.default('access'), folder_id: IdSchema.optional() })
  .refine((body) => body.kind === 'access' || body.story_id === undefined, {
    message: 'An upload ticket makes new stories: leave story_id out',
    path: ['story_id'],
  })
  .refine((body) => body.kind === 'upload' || body.folder_id === undefined, {
    message: 'Only an upload ticket files into a folder',
    path: ['folder_id'],
  });
export type TicketCreateRequest = z.input<typeof TicketCreateRequestSchema>;
export const TicketResponseSchema = z.object({ ticket: z.string().min(1), url: z.string().min(1) });
/** A ticket and the link that redeems it. */
export type TicketLink = z.infer<typeof TicketResponseSchema>;

/**
 * `POST /ticket/{id}`: redeems a ticket; 410 when it was already used. `room_key` names the story's room when it has
 * one, so that a guest (who cannot look rooms up by story) goes straight into the call.
 */
export const TicketRedeemRequestSchema = z.strictObject({ visitor_id: z.string().min(1).max(200).optional() });
export const TicketRedeemResponseSchema = z.object({
  project_id: IdSchema,
  story_id: IdSchema.nullable(),
  room_key: z.string().min(1).nullable().optional(),
  /** What the ticket grants; absent from servers before upload tickets, where it follows from story_id. */
  kind: TicketKindSchema.optional(),
  /** The project's name, which a guest cannot look up: the upload page says where the files go. */
  project_name: z.string().optional(),
});
