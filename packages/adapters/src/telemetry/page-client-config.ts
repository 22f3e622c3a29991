import { z } from 'zod';
import type { TelemetryOptions } from './telemetry.module.js';

/**
 * The element the server writes into index.html with the client's runtime settings (packages/server's
 * `client-config.ts` writes it under the same id), so an operator sets SENTRY_DSN, analytics or MARKETING_URL on a built app without rebuilding.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'storykeep-client-config';

const ClientConfigSchema = z.object({
  sentry: z.object({ dsn: z.string().min(1), environment: z.string().optional(), release: z.string().optional() }).optional(),
  analytics: z.boolean().optional(),
  marketingUrl: z.url().optional(),
});

/** The page's client config as written by the server, or undefined when absent or unreadable. */
function readConfig(page: Pick<Document, 'getElementById'> | undefined): z.infer<typeof ClientConfigSchema> | undefined {
  const text = page?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = ClientConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** The separate marketing site the server names (MARKETING_URL), or null: the app's built-in pages serve. */
export function marketingSiteFromPage(page: Pick<Document, 'getElementById'> | undefined = globalThis.document): string | null {
  return readConfig(page)?.marketingUrl ?? null;
}

/** The telemetry settings the server put in the page (Sentry, analytics); none (the console) when it put none or they do not parse. */
export function telemetryFromPage(page: Pick<Document, 'getElementById'> | undefined = globalThis.document): TelemetryOptions {
  const config = readConfig(page);
  if (!config) return {};
  const { sentry, analytics } = config;
  return {
    ...(sentry ? { sentryDsn: sentry.dsn, environment: sentry.environment, release: sentry.release } : {}),
    ...(analytics ? { analytics: true } : {}),
  };
}
