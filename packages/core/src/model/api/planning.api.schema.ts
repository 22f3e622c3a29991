import { z } from 'zod';
import { workspaceMessages } from '../../messages/workspace.messages.js';
import { SESSION_PASSWORD_MIN_LENGTH } from '../../util/constants.js';
import { CountSchema, IdSchema, IsoDateStringSchema, UrlStringSchema } from '../primitives.schema.js';
import { RoomKeySchema } from './room.api.schema.js';

/** The questions of a call or an interviewee: one line each. */
export const PlanQuestionsSchema = z.array(z.string().trim().min(1).max(500)).max(100);

/** Where a person of a campaign stands, from first listed to recorded (or declined). */
export const CampaignStatusSchema = z.enum(['to_invite', 'invited', 'scheduled', 'recorded', 'declined']);
export type CampaignStatus = z.infer<typeof CampaignStatusSchema>;

/** The words a person's status is shown with. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  to_invite: 'To invite',
  invited: 'Invited',
  scheduled: 'Scheduled',
  recorded: 'Recorded',
  declined: 'Declined',
};

/** One person a project plans to interview. */
export const CampaignPersonSchema = z.object({
  _id: IdSchema,
  project_id: IdSchema,
  prepsession_id: IdSchema.nullable(),
  name: z.string(),
  email: z.string(),
  status: CampaignStatusSchema,
  questions: z.array(z.string()),
  notes: z.string(),
  /** The invitation link sent last, while it is not used yet. */
  ticket_url: UrlStringSchema.nullable(),
  ticket_used: z.boolean(),
  story_id: IdSchema.nullable(),
  /** Whether the person's call has been recorded (whatever status the list gives them). */
  has_recording: z.boolean(),
  updated_at: IsoDateStringSchema,
});
export type CampaignPerson = z.infer<typeof CampaignPersonSchema>;

/** `GET /projects/{id}/campaign`: the project's people to interview, optionally those of one prep session. */
export const CampaignQuerySchema = z.strictObject({ prepsession: IdSchema.optional() });
export type CampaignQuery = z.infer<typeof CampaignQuerySchema>;
export const CampaignResponseSchema = z.object({
  project_id: IdSchema,
  project_name: z.string(),
  counts: z.record(CampaignStatusSchema, CountSchema),
  items: z.array(CampaignPersonSchema),
});
export type CampaignResponse = z.infer<typeof CampaignResponseSchema>;

const EmailOrEmpty = z.union([z.literal(''), z.email().max(320)]);

/** `POST /projects/{id}/campaign/people`: a person added to the list. */
export const CampaignPersonCreateSchema = z.strictObject({
  name: z.string().trim().min(1, 'Give a name').max(200),
  email: EmailOrEmpty.optional(),
  status: CampaignStatusSchema.optional(),
  questions: PlanQuestionsSchema.optional(),
  notes: z.string().max(5000).optional(),
  prepsession_id: IdSchema.nullable().optional(),
});
export type CampaignPersonCreate = z.infer<typeof CampaignPersonCreateSchema>;

/** `PUT /campaign/people/{id}`: any of the person's fields. */
export const CampaignPersonEditSchema = CampaignPersonCreateSchema.partial();
export type CampaignPersonEdit = z.infer<typeof CampaignPersonEditSchema>;

/** `POST /campaign/people/{id}/invite`: a single-use ticket into a new call for the person (or the prep session's call). */
export const CampaignInviteRequestSchema = z.strictObject({ send_email: z.boolean().optional() });
export type CampaignInviteRequest = z.infer<typeof CampaignInviteRequestSchema>;
export const CampaignInviteResponseSchema = z.object({
  ticket: z.string(),
  url: UrlStringSchema,
  emailed: z.boolean(),
  person: CampaignPersonSchema,
});
export type CampaignInviteResponse = z.infer<typeof CampaignInviteResponseSchema>;

/** What a prep session link ends with: which kind of session it opens. */
export const PrepSessionTypeSchema = z.enum(['call']);

/** A prep session: the plan of one call (questions, time, password) and the room it opens. */
export const PrepSessionSchema = z.object({
  _id: IdSchema,
  project_id: IdSchema,
  title: z.string(),
  questions: z.array(z.string()),
  scheduled_at: IsoDateStringSchema.nullable(),
  password_present: z.boolean(),
  /** Only the people who plan the call read the password back. */
  password: z.string().nullable(),
  story_id: IdSchema.nullable(),
  room_key: RoomKeySchema.nullable(),
  /** The session link guests follow, `/{group}/{title}/s/{key}/call`; none for a plan that opens no room. */
  session_url: UrlStringSchema.nullable(),
  created_at: IsoDateStringSchema,
});
export type PrepSession = z.infer<typeof PrepSessionSchema>;

/** `GET /projects/{id}/prepsessions`: the project's call plans, newest first, 15 a page. */
export const PrepSessionListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(15),
});
export type PrepSessionListQuery = z.input<typeof PrepSessionListQuerySchema>;
export const PrepSessionListResponseSchema = z.object({ total: CountSchema, items: z.array(PrepSessionSchema) });
export type PrepSessionListResponse = z.infer<typeof PrepSessionListResponseSchema>;

// Empty means none (an edit removes it); anything else is a session password of the usual length.
const PasswordField = z
  .string()
  .trim()
  .max(200)
  .refine((value) => value === '' || value.length >= SESSION_PASSWORD_MIN_LENGTH, workspaceMessages.sessionPasswordTooShort);

/** `POST /projects/{id}/prepsessions`: a call plan, with the room it opens. */
export const PrepSessionCreateSchema = z.strictObject({
  title: z.string().trim().min(1, 'Give the call a title').max(300),
  questions: PlanQuestionsSchema.optional(),
  scheduled_at: IsoDateStringSchema.nullable().optional(),
  password: PasswordField.optional(),
});
export type PrepSessionCreate = z.infer<typeof PrepSessionCreateSchema>;

/** `PUT /prepsessions/{id}`: any of its fields; an empty password removes it (where the organization allows). */
export const PrepSessionEditSchema = PrepSessionCreateSchema.partial();
export type PrepSessionEdit = z.infer<typeof PrepSessionEditSchema>;

/** `GET /prepsession/key/{key}`: where a session link leads (no sign-in needed). */
export const SessionKeyParamsSchema = z.strictObject({ key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Not a session key') });
export const SessionRedirectResponseSchema = z.object({
  room_key: RoomKeySchema,
  title: z.string(),
  password_required: z.boolean(),
});
export type SessionRedirect = z.infer<typeof SessionRedirectResponseSchema>;
