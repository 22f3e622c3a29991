import { z } from 'zod';
import { IdSchema } from './primitives.schema.js';

/**
 * The publishing rule's answer for the caller (core's `storyPublishDecision` and kin, policy/publishing.ts): whether
 * they may publish, and if not why — `manage` (only the project's managers publish) or `release` (the organization
 * publishes only once a release form is on file); a gallery's answer names the first clip that stops it.
 */
export const PublishDecisionViewSchema = z.object({
  allowed: z.boolean(),
  refusal: z.enum(['manage', 'release']).nullable(),
  clipId: IdSchema.nullable().optional(),
});
export type PublishDecisionView = z.infer<typeof PublishDecisionViewSchema>;
