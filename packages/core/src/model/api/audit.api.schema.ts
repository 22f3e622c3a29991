import { z } from 'zod';
import { IdSchema, IsoDateStringSchema } from '../primitives.schema.js';

/**
 * Every kind of security event the server records (docs/product/security.md): sign-ins and their failures, delays,
 * two-factor changes, password resets and changes, single sign-on, impersonation, role changes, publications,
 * deletions, and the reads through which a recording, a transcript or a package leaves the server.
 */
export const AUDIT_EVENT_KINDS = [
  'sign_in',
  'sign_in.delayed',
  'sign_in.link',
  'sign_out',
  'session.refresh_reuse',
  'two_factor.enable',
  'two_factor.disable',
  'two_factor.verify',
  'two_factor.setup',
  'password.reset_request',
  'password.reset',
  'password.change',
  'email.verify',
  'registration',
  'sso.sign_in',
  'box.connect',
  'impersonation.start',
  'role.change',
  'member.remove',
  'story.share',
  'story.unshare',
  'gallery.create',
  'gallery.update',
  'gallery.delete',
  'gallery.refresh',
  'clip.share',
  'clip.unshare',
  'story.delete',
  'folder.delete',
  'file.delete',
  'clip.delete',
  'remix.delete',
  'recording.url',
  'original.url',
  'clip.download',
  'file.download',
  'transcript.read',
  'package.build',
  'package.download',
  'local_recordings.build',
  'recordings.listed',
  'package.export',
] as const;
export const AuditEventKindSchema = z.enum(AUDIT_EVENT_KINDS);
export type AuditEventKind = z.infer<typeof AuditEventKindSchema>;

export const AuditOutcomeSchema = z.enum(['success', 'failure', 'refused']);
export type AuditOutcome = z.infer<typeof AuditOutcomeSchema>;

/** One security event as the administrators' log lists it. `details` never holds a secret. */
export const AuditEventSchema = z.object({
  id: IdSchema,
  at: IsoDateStringSchema,
  kind: AuditEventKindSchema,
  outcome: AuditOutcomeSchema,
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  address: z.string().nullable(),
  details: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/**
 * `GET /admin/audit-events`: a page of events, newest first, filtered by kind, by account (an e-mail or an id, as the
 * one who acted or the target) and by a date range (`from` inclusive, `to` exclusive).
 */
export const AuditEventQuerySchema = z.strictObject({
  kind: AuditEventKindSchema.optional(),
  account: z.string().trim().min(1).max(200).optional(),
  from: IsoDateStringSchema.optional(),
  to: IsoDateStringSchema.optional(),
  page: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export interface AuditEventQuery {
  kind?: AuditEventKind;
  account?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
}

export const AuditEventListResponseSchema = z.object({ items: z.array(AuditEventSchema), total: z.number().int().min(0) });
export type AuditEventList = z.infer<typeof AuditEventListResponseSchema>;
