import { z } from 'zod';
import { IdSchema, IsoDateStringSchema } from '../primitives.schema.js';
import { PermanentExportResponseSchema } from './sharing.api.schema.js';

/**
 * `POST /stories/{id}/conclude` (see docs/product/api.md): what the conclude page saves about a recorded or uploaded story —
 * the call's documented fields, plus the title and description the page also edits. Every field is required (the page
 * always sends the whole form) and unknown fields are refused.
 */
export const ConcludeRequestSchema = z.strictObject({
  story_id: IdSchema,
  /** The page refuses to save without a title. */
  title: z.string().min(1).max(500),
  description: z.string().max(10_000),
  notes: z.string().max(50_000),
  /** Organization groups to share with. */
  groups: z.array(IdSchema).max(100),
  projects: z.array(IdSchema).max(100),
  project: IdSchema.nullable(),
  folders: z.array(IdSchema).max(100),
  /** Addresses told once the story is saved: the conclusion keeps them as typed, the mail goes once to each `normalizeEmail` address. */
  emails: z.array(z.email().max(320)).max(50),
  /** Also tell the members of the story's project. */
  notify_group: z.boolean(),
  termsAccepted: z.boolean(),
  is_upload: z.boolean(),
  mediaKey: z.string().min(1).max(1000).nullable(),
  mediaType: z.string().min(1).max(200).nullable(),
  export_to_permanent_org: z.boolean(),
  file_name: z.string().min(1).max(500).nullable(),
});
export type ConcludeRequest = z.infer<typeof ConcludeRequestSchema>;

/** The conclusion as saved: who was told, and the archival package when one was asked for. */
export const ConcludeResponseSchema = z.object({
  story_id: IdSchema,
  concluded: z.literal(true),
  concludedAt: IsoDateStringSchema,
  notified: z.array(z.email()),
  export: PermanentExportResponseSchema.nullable(),
});
export type ConcludeResponse = z.infer<typeof ConcludeResponseSchema>;
