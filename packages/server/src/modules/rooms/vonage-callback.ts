import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

/** The path segment that authenticates Vonage's callbacks: the configured VONAGE_CALLBACK_SECRET. */
export const VonageCallbackParamsSchema = z.object({ secret: z.string().min(1).max(200) });

/** Whether the secret a Vonage callback's path carries is the configured one, compared in constant time. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
