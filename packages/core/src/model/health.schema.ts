import { z } from 'zod';

/** What `GET /api/health` answers: the server is up and its database answers. */
export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string().min(1),
    database: z.enum(['pglite', 'postgres']),
  })
  .strict();

export type Health = z.infer<typeof HealthSchema>;
