import { z } from 'zod';
import { IdSchema } from '../primitives.schema.js';
import { RemixSummarySchema } from '../remix.schema.js';

/** The most clips one remix strings together. */
export const MAX_REMIX_CLIPS = 50;

const clipIds = z
  .array(IdSchema)
  .min(1)
  .max(MAX_REMIX_CLIPS)
  .refine((ids) => new Set(ids).size === ids.length, { message: 'a clip appears once in a remix' });

/** `POST /projects/{id}/remixes`: a title and the clips in play order. */
export const RemixCreateRequestSchema = z.strictObject({ title: z.string().trim().min(1).max(200), clipIds });
export type RemixCreateRequest = z.infer<typeof RemixCreateRequestSchema>;

/** `PUT /remixes/{id}/order`: the same clips in a new order (the remix is rendered again). */
export const RemixOrderRequestSchema = z.strictObject({ clipIds });
export type RemixOrderRequest = z.infer<typeof RemixOrderRequestSchema>;

/** `GET /projects/{id}/remixes`: newest first. */
export const RemixListResponseSchema = z.array(RemixSummarySchema);
