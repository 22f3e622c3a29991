import { z } from 'zod';

/**
 * One visit (`POST /visits/create`). The network fields come from the browser's Network Information API and the
 * analytics ids from the analytics cookie; each is null where the browser or consent does not give it.
 */
export const VisitRecordSchema = z.object({
  visitor_id: z.string().min(1),
  fingerprint_id: z.string().nullable(),
  landing_page: z.string().min(1),
  user_agent: z.string(),
  user_platform: z.string().nullable(),
  /** Estimated downlink in Mbit/s. */
  network_down: z.number().nonnegative().nullable(),
  /** Estimated round-trip time in ms. */
  network_rtt: z.number().nonnegative().nullable(),
  network_effective_type: z.enum(['slow-2g', '2g', '3g', '4g']).nullable(),
  ga_client_id: z.string().nullable(),
  ga_session_id: z.string().nullable(),
  /** Google Ads click id from the landing address. */
  gclid: z.string().nullable(),
});
export type VisitRecord = z.infer<typeof VisitRecordSchema>;
