import { z } from 'zod';
import { EmailAddressSchema } from '../email-address.schema.js';
import { IdSchema } from '../primitives.schema.js';
import { ProjectRoleSchema } from '../role.schema.js';

/** The account roles an organization manager hands out: a plain user or a manager of the organization. */
export const OrganizationMemberRoleSchema = z.enum(['user', 'manager']);
export type OrganizationMemberRole = z.infer<typeof OrganizationMemberRoleSchema>;

/** One member of an organization: the account's role is what the organization's screens show. */
export const OrganizationMemberSchema = z.object({
  user_id: IdSchema,
  full_name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'org_manager', 'manager', 'user', 'guest']),
});
export type OrganizationMember = z.infer<typeof OrganizationMemberSchema>;
export const OrganizationMemberListResponseSchema = z.object({ items: z.array(OrganizationMemberSchema) });

/** One member of a project with their project role. */
export const ProjectMemberSchema = z.object({
  user_id: IdSchema,
  full_name: z.string(),
  email: z.string(),
  role: ProjectRoleSchema,
});
export type ProjectMember = z.infer<typeof ProjectMemberSchema>;
export const ProjectMemberListResponseSchema = z.object({ items: z.array(ProjectMemberSchema) });

/** `/organization/{code}/members/{userId}`. */
export const OrganizationMemberParamsSchema = z.strictObject({ code: z.string().min(1).max(200), userId: IdSchema });
/** `/projects/{id}/members/{userId}`. */
export const ProjectMemberParamsSchema = z.strictObject({ id: IdSchema, userId: IdSchema });

/** `PUT /organization/{code}/members/{userId}`. */
export const OrganizationMemberRoleRequestSchema = z.strictObject({ role: OrganizationMemberRoleSchema });
/** `PUT /projects/{id}/members/{userId}`. */
export const ProjectMemberRoleRequestSchema = z.strictObject({ role: ProjectRoleSchema });
/** `POST /projects/{id}/invites`: an invitation into the project (the invitee joins as a project member). */
export const ProjectInviteRequestSchema = z.strictObject({ email: EmailAddressSchema });
export type ProjectInviteRequest = z.infer<typeof ProjectInviteRequestSchema>;
