import { z } from 'zod';
import { IdSchema } from './primitives.schema.js';
import { MaybeRoleSchema, RoleSchema } from './role.schema.js';

/** The organization a user belongs to, as `current_user` and sign-in answer with it. */
export const OrganizationInfoSchema = z.object({ organizational_code: z.string().min(1), organization_name: z.string().min(1) });
export type OrganizationInfo = z.infer<typeof OrganizationInfoSchema>;

/** The signed-in user (`GET /current_user`). */
export const CurrentUserSchema = z.object({
  user_id: IdSchema,
  email: z.email(),
  full_name: z.string(),
  role: RoleSchema,
  visitorId: z.string().min(1).optional(),
  organization_info: OrganizationInfoSchema.nullable().optional(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** The client's authentication state; before sign-in the user fields are null and the role is empty. */
export const AuthStateSchema = z.object({
  token: z.string().min(1).nullable(),
  full_name: z.string().nullable(),
  user_id: IdSchema.nullable(),
  email: z.email().nullable(),
  role: MaybeRoleSchema,
  organization_info: OrganizationInfoSchema.nullable(),
  visitorId: z.string().min(1).nullable(),
  /** The admin's own token, kept while impersonating another user. */
  superToken: z.string().min(1).nullable(),
  authenticated: z.boolean(),
  authenticationPending: z.boolean(),
  is2FA: z.boolean(),
  is2FASuccess: z.boolean(),
  /** With forced two-factor, the user counts as authenticated only once this is true. */
  is2FACompleted: z.boolean(),
  api_version: z.string().nullable(),
  orgLevel2faEnabled: z.boolean(),
  twofactorAuthenticationEnabled: z.boolean(),
  forceTwofactorAuthentication: z.boolean(),
});
export type AuthState = z.infer<typeof AuthStateSchema>;
