import { z } from 'zod';
import { EmailAddressSchema } from '../email-address.schema.js';
import { OrganizationSchema, TranscriptionServiceSchema } from '../organization.schema.js';
import { CountSchema, IdSchema, UrlStringSchema } from '../primitives.schema.js';
import { SessionPasswordSchema } from './room.api.schema.js';

const OrganizationCode = z
  .string()
  .min(2)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lowercase letters, digits and dashes');

/** Vocabulary as people type it: a comma-separated list, each entry trimmed, empty entries dropped. */
export const VocabularyInputSchema = z
  .string()
  .max(10_000)
  .transform((value) =>
    value
      .split(',')
      .map((word) => word.trim())
      .filter((word) => word.length > 0),
  );

/** Settings as the settings form sends them; any subset may be sent. */
export const OrganizationSettingsInputSchema = z.strictObject({
  transcription_service: TranscriptionServiceSchema.optional(),
  filler_words: z.boolean().optional(),
  vocabulary: z.union([VocabularyInputSchema, z.array(z.string().trim().min(1).max(200)).max(1000)]).optional(),
  auto_chaptering: z.boolean().optional(),
  summary_prompt: z.string().max(10_000).optional(),
  chaptering_prompt: z.string().max(10_000).optional(),
  release_required_to_share: z.boolean().optional(),
});
export type OrganizationSettingsInput = z.infer<typeof OrganizationSettingsInputSchema>;

/** `POST /organization/create` (admin). */
export const OrganizationCreateRequestSchema = z.strictObject({
  organization_name: z.string().trim().min(1).max(200),
  organizational_code: OrganizationCode,
  logoUrl: UrlStringSchema.max(2000).nullable().optional(),
  require_session_passwords: z.boolean().optional(),
  force_two_factor: z.boolean().optional(),
  settings: OrganizationSettingsInputSchema.optional(),
});
export type OrganizationCreateRequest = z.infer<typeof OrganizationCreateRequestSchema>;

/** `PUT /organization/{code}/edit`: fields, settings, or both. */
export const OrganizationEditRequestSchema = z.strictObject({
  organization_name: z.string().trim().min(1).max(200).optional(),
  logoUrl: UrlStringSchema.max(2000).nullable().optional(),
  require_session_passwords: z.boolean().optional(),
  force_two_factor: z.boolean().optional(),
  settings: OrganizationSettingsInputSchema.optional(),
});
export type OrganizationEditRequest = z.infer<typeof OrganizationEditRequestSchema>;

/** An organization as its managers see it, with whether it forces two-factor sign-in. */
export const OrganizationResponseSchema = OrganizationSchema.extend({ force_two_factor: z.boolean() });
export type OrganizationResponse = z.infer<typeof OrganizationResponseSchema>;
export const OrganizationListResponseSchema = z.array(OrganizationResponseSchema);

/** `GET /organization/{code}/logo`. */
export const OrganizationLogoResponseSchema = z.object({ logoUrl: UrlStringSchema.nullable() });

/** `POST /organization/{code}/invites`: an invitation e-mailed to someone (registration or joining). */
export const InviteRequestSchema = z.strictObject({ email: EmailAddressSchema, role: z.enum(['user', 'manager']).default('user') });
export type InviteRequest = z.infer<typeof InviteRequestSchema>;
export const InviteResponseSchema = z.object({ code: z.string().min(1), url: z.string().min(1) });
export type InviteResponse = z.infer<typeof InviteResponseSchema>;

/** `POST /organization/{code}/accept` joins the organization the invitation code belongs to. */
export const AcceptInviteResponseSchema = z.object({ organizational_code: z.string().min(1), project_id: IdSchema.nullable() });

/** `POST /organization/{code}/lock_unsecure_prep_sessions`: gives every preparation session without a password this one. */
export const LockPrepSessionsRequestSchema = z.strictObject({ password: SessionPasswordSchema });
export const LockPrepSessionsResponseSchema = z.object({ updated: CountSchema });

/** `POST /prepsession/all`: with count true, only how many match. */
export const PrepSessionQueryRequestSchema = z.strictObject({
  count: z.boolean().default(false),
  org_id: IdSchema,
  password_present: z.boolean().optional(),
});
export type PrepSessionQueryRequest = z.infer<typeof PrepSessionQueryRequestSchema>;
/** One line of `POST /prepsession/all`. */
export const PrepSessionSummarySchema = z.object({
  _id: IdSchema,
  title: z.string(),
  project_id: IdSchema.nullable(),
  password_present: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export const PrepSessionQueryResponseSchema = z.union([
  z.object({ count: CountSchema }),
  z.object({ items: z.array(PrepSessionSummarySchema), total: CountSchema }),
]);
