import { z } from 'zod';
import { ContactFormSchema } from '../contact-form.schema.js';
import { VisitRecordSchema } from '../visit.schema.js';

/** `POST /visits/create`. */
export const VisitCreateRequestSchema = VisitRecordSchema.strict();

/** `POST /contact-{product}`. */
export const ContactRequestSchema = ContactFormSchema.strict();
export const ContactParamsSchema = z.strictObject({ product: z.string().regex(/^[a-z0-9-]{1,40}$/) });

const AnalyticsValueSchema = z.union([z.string().max(500), z.number().finite(), z.boolean(), z.array(z.string().max(200)).max(50)]);

/**
 * `POST /analytics/events`: one product-analytics event the server passes on to the configured provider. The page is
 * the route's pattern (`/stories/:storyId`), never the address itself, so ids and tokens in paths stay here.
 */
export const AnalyticsEventRequestSchema = z.strictObject({
  name: z.string().regex(/^[A-Za-z][A-Za-z0-9_ -]{0,99}$/),
  page: z.string().regex(/^\/[A-Za-z0-9_:/.*-]{0,299}$/),
  params: z
    .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/), AnalyticsValueSchema)
    .refine((params) => Object.keys(params).length <= 25, { message: 'at most 25 parameters' })
    .optional(),
  visitorId: z.string().min(1).max(100).optional(),
});
export type AnalyticsEventRequest = z.infer<typeof AnalyticsEventRequestSchema>;
