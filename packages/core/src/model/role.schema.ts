import { z } from 'zod';

/** Account roles, most to least powerful. */
export const RoleSchema = z.enum(['admin', 'org_manager', 'manager', 'user', 'guest']);
export type Role = z.infer<typeof RoleSchema>;

/** Before the current user is known the role is empty (''); several rules treat that apart. */
export const MaybeRoleSchema = z.union([RoleSchema, z.literal('')]);
export type MaybeRole = z.infer<typeof MaybeRoleSchema>;

/**
 * The current user's role inside one project. Only project_manager is named; every other member is
 * a plain project_member.
 */
export const ProjectRoleSchema = z.enum(['project_manager', 'project_member']);
export type ProjectRole = z.infer<typeof ProjectRoleSchema>;

/** In a call the story's creator is the host; everyone else is a guest. */
export const CallRoleSchema = z.enum(['host', 'guest']);
export type CallRole = z.infer<typeof CallRoleSchema>;
