import { z } from 'zod';
import type { TelemetryOptions } from './telemetry.module.js';

/**
 * The element the server writes into index.html with the client's runtime settings (packages/server's
 * `client-config.ts` writes it under the same id), so an operator sets SENTRY_DSN on a built app without rebuilding.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'storykeep-client-config';

const ClientConfigSchema = z.object({
  sentry: z.object({ dsn: z.string().min(1), environment: z.string().optional(), release: z.string().optional() }).optional(),
  analytics: z.boolean().optional(),
});

/** The telemetry settings the server put in the page (Sentry, analytics); none (the console) when it put none or they do not parse. */
export function telemetryFromPage(page: Pick<Document, 'getElementById'> | undefined = globalThis.document): TelemetryOptions {
  const text = page?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return {};
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return {};
  }
  const parsed = ClientConfigSchema.safeParse(json);
  if (!parsed.success) return {};
  const { sentry, analytics } = parsed.data;
  return {
    ...(sentry ? { sentryDsn: sentry.dsn, environment: sentry.environment, release: sentry.release } : {}),
    ...(analytics ? { analytics: true } : {}),
  };
}
