import { z } from 'zod';
import { FeatureFlagsSchema } from '../feature-flags.schema.js';

/** Names of every feature flag. */
export const FeatureFlagNameSchema = z.enum(Object.keys(FeatureFlagsSchema.shape) as [keyof typeof FeatureFlagsSchema.shape]);
export type FeatureFlagName = z.infer<typeof FeatureFlagNameSchema>;

/** `POST /feature_flags`: the flags asked for (all when empty), for the signed-in user in their organization. */
export const FeatureFlagsRequestSchema = z.strictObject({ feature_flags: z.array(FeatureFlagNameSchema).max(50).default([]) });
export const FeatureFlagsResponseSchema = FeatureFlagsSchema.partial();

/** `PUT /feature_flags/organization/{code}` and `PUT /feature_flags/user/{id}`: values to store (null removes one). */
export const FeatureFlagsUpdateRequestSchema = z.strictObject({
  flags: z.strictObject(
    Object.fromEntries(Object.entries(FeatureFlagsSchema.shape).map(([name, schema]) => [name, schema.unwrap().nullable().optional()])) as {
      [K in keyof typeof FeatureFlagsSchema.shape]: z.ZodOptional<
        z.ZodNullable<ReturnType<(typeof FeatureFlagsSchema.shape)[K]['unwrap']>>
      >;
    },
  ),
});
export type FeatureFlagsUpdateRequest = z.infer<typeof FeatureFlagsUpdateRequestSchema>;
