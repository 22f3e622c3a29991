import type { TelemetryOptions } from './telemetry.module.js';

/**
 * The element the server writes into index.html with the client's runtime settings (packages/server's
 * `client-config.ts` writes it under the same id), so an operator sets SENTRY_DSN, analytics or MARKETING_URL on a built app without rebuilding.
 */
export const CLIENT_CONFIG_ELEMENT_ID = 'storykeep-client-config';

interface ClientConfig {
  sentry?: { dsn: string; environment?: string; release?: string };
  analytics?: boolean;
  marketingUrl?: string;
  sso?: { enabled: boolean; name: string | null };
}

// Plain checks rather than zod: the page's config is read by the first page, before the app's schemas have loaded.
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const optionalOf = (value: unknown, type: 'string' | 'boolean') => value === undefined || typeof value === type;

function isWebAddress(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    return Boolean(new URL(value));
  } catch {
    return false;
  }
}

/** The config when every field it has is of the right kind, else undefined (the whole config is then ignored). */
function parseConfig(value: unknown): ClientConfig | undefined {
  if (!isRecord(value)) return undefined;
  const { sentry, analytics, marketingUrl, sso } = value;
  const config: ClientConfig = {};
  if (sentry !== undefined) {
    if (!isRecord(sentry) || typeof sentry.dsn !== 'string' || sentry.dsn.length === 0) return undefined;
    if (!optionalOf(sentry.environment, 'string') || !optionalOf(sentry.release, 'string')) return undefined;
    config.sentry = {
      dsn: sentry.dsn,
      ...(typeof sentry.environment === 'string' ? { environment: sentry.environment } : {}),
      ...(typeof sentry.release === 'string' ? { release: sentry.release } : {}),
    };
  }
  if (!optionalOf(analytics, 'boolean')) return undefined;
  if (typeof analytics === 'boolean') config.analytics = analytics;
  if (marketingUrl !== undefined) {
    if (!isWebAddress(marketingUrl)) return undefined;
    config.marketingUrl = marketingUrl;
  }
  if (sso !== undefined) {
    if (!isRecord(sso) || typeof sso.enabled !== 'boolean' || (sso.name !== null && typeof sso.name !== 'string')) return undefined;
    config.sso = { enabled: sso.enabled, name: sso.name };
  }
  return config;
}

/** The page's client config as written by the server, or undefined when absent or unreadable. */
function readConfig(page: Pick<Document, 'getElementById'> | undefined): ClientConfig | undefined {
  const text = page?.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** The separate marketing site the server names (MARKETING_URL), or null: the app's built-in pages serve. */
export function marketingSiteFromPage(page: Pick<Document, 'getElementById'> | undefined = globalThis.document): string | null {
  return readConfig(page)?.marketingUrl ?? null;
}

/**
 * Whether single sign-on is set up on this server, and its identity provider's name, as the server put it in the page
 * (the same as `GET /auth/sso/config` answers), or null when the page does not say: the sign-in page then asks.
 */
export function ssoFromPage(
  page: Pick<Document, 'getElementById'> | undefined = globalThis.document,
): { enabled: boolean; name: string | null } | null {
  return readConfig(page)?.sso ?? null;
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
