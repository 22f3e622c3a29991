import { resolve } from 'node:path';
import { z } from 'zod';
import { type ServiceSettings, serviceSettingsFrom } from './config-services.js';
import { type ClientConfig, clientConfigFromEnv } from './http/client-config.js';
import { parseTrustProxy, type TrustProxy } from './http/trust-proxy.js';
import type { AnalyticsSettings } from './modules/public-site/analytics-sinks.js';
import type { OidcSettings } from './ports/identity-provider.port.js';
import type { S3Settings } from './storage/s3-object-store.js';
import type { SealingKey } from './storage/sealer.js';
import { parseSealingKeys, SEALING_KEYS_ENV } from './storage/sealing-keys.js';
import { secretWeakness } from './storage/secret-strength.js';

const VERSION = '0.1.0';

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  STORYKEEP_DATA: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  STORYKEEP_WEB_DIST: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().min(3).default('Storykeep <noreply@storykeep.local>'),
  CONTACT_EMAIL: z.email().default('contact@storykeep.local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_INTERNAL_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  TRUST_PROXY: z.string().optional(),
  STORYKEEP_DEMO_RECORDINGS: z.enum(['on', 'off']).optional(),
  MARKETING_URL: z.url().optional(),
  ANALYTICS_PLAUSIBLE_URL: z.url().optional(),
  ANALYTICS_PLAUSIBLE_DOMAIN: z.string().min(1).optional(),
  ANALYTICS_GA4_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/)
    .optional(),
  ANALYTICS_GA4_API_SECRET: z.string().min(1).optional(),
  ANALYTICS_GA4_URL: z.url().default('https://www.google-analytics.com/mp/collect'),
  SSO_OIDC_ISSUER: z.url().optional(),
  SSO_OIDC_CLIENT_ID: z.string().min(1).optional(),
  SSO_OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  SSO_OIDC_NAME: z.string().min(1).max(60).optional(),
  MEDIA_URL_SECRET: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const weakness = value === undefined || value === '' ? null : secretWeakness(value);
      if (weakness) ctx.addIssue({ code: 'custom', message: `too weak: ${weakness}` });
    }),
  STORYKEEP_SEALING_KEYS: z.string().optional(),
});

/**
 * Everything the server reads from its environment, typed once (documented in .env.example): this module and its
 * `config-*.ts` siblings are the only code that reads the environment; every other module is handed its settings.
 */
export interface Config extends ServiceSettings {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  webDist: string;
  /** Where people reach the web app (PUBLIC_URL), without a trailing "/": `appUrl` puts each route's path after it. */
  publicUrl: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  version: string;
  /** Send mail through this SMTP server; without it mail lands in `dataDir/outbox`. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where the contact form's messages go. */
  contactEmail: string;
  /** The media store on S3 (S3_BUCKET set); local disk under `dataDir/media` otherwise. */
  s3: S3Settings | undefined;
  /** What the web app is told in its page: Sentry (SENTRY_DSN, SENTRY_ENVIRONMENT, SENTRY_RELEASE) when set. */
  client: ClientConfig;
  /** `/api/metrics` asks for this bearer token when set (METRICS_TOKEN); open to any caller otherwise. */
  metricsToken: string | undefined;
  /**
   * Behind reverse proxies (TRUST_PROXY: a hop count, or the proxies' addresses and ranges): the client's address comes
   * from the X-Forwarded-For entries those proxies added, for the rate limits and the security event log.
   */
  trustProxy: TrustProxy;
  /** Product analytics pass through the server to this provider; without one the browser logs them to its console. */
  analytics: AnalyticsSettings | undefined;
  /** Single sign-on through this OpenID Connect provider (SSO_OIDC_ISSUER, _CLIENT_ID, _CLIENT_SECRET, _NAME); off without. */
  sso: OidcSettings | undefined;
  /** The keys secrets in the database are sealed with (STORYKEEP_SEALING_KEYS, the first one current); absent, see `loadSealer`. */
  sealingKeys: SealingKey[] | undefined;
  /** `--demo` makes the demo interviews' recordings unless STORYKEEP_DEMO_RECORDINGS=off (they take a minute or two of work). */
  demoRecordings: boolean;
}

/** Reads and validates the environment (the process's by default); a bad value stops start-up with the variable's name. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  const e = parsed.data;
  const analytics = analyticsSettingsFrom(e);
  const dataDir = resolve(e.STORYKEEP_DATA);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    webDist: resolve(e.STORYKEEP_WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    publicUrl: normalisePublicUrl(e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`),
    logLevel: e.LOG_LEVEL,
    version: VERSION,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    s3: s3SettingsFrom(e),
    client: {
      ...clientConfigFromEnv(env, VERSION),
      ...(analytics ? { analytics: true } : {}),
      ...(e.MARKETING_URL ? { marketingUrl: e.MARKETING_URL } : {}),
    },
    metricsToken: e.METRICS_TOKEN,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    analytics,
    sso: ssoSettingsFrom(e),
    sealingKeys: sealingKeysFrom(e.STORYKEEP_SEALING_KEYS),
    demoRecordings: e.STORYKEEP_DEMO_RECORDINGS !== 'off',
    ...serviceSettingsFrom(env, dataDir),
  };
}

/**
 * PUBLIC_URL as every link is built on it: without the trailing "/" (or several) an operator may well write, so that a
 * route's path appended to it never gives `//ticket/…`.
 */
export function normalisePublicUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** STORYKEEP_SEALING_KEYS parsed; a malformed or weak key stops start-up naming the variable. */
function sealingKeysFrom(text: string | undefined): SealingKey[] | undefined {
  if (text === undefined || text.trim() === '') return undefined;
  const keys = parseSealingKeys(text);
  if (keys instanceof Error) throw new Error(`Invalid environment variable ${SEALING_KEYS_ENV}: ${keys.message}`);
  return keys;
}

/** The OpenID Connect client when its issuer is set; the id and secret are then required too. */
function ssoSettingsFrom(e: z.infer<typeof EnvSchema>): OidcSettings | undefined {
  if (!e.SSO_OIDC_ISSUER && !e.SSO_OIDC_CLIENT_ID && !e.SSO_OIDC_CLIENT_SECRET) return undefined;
  for (const name of ['SSO_OIDC_ISSUER', 'SSO_OIDC_CLIENT_ID', 'SSO_OIDC_CLIENT_SECRET'] as const)
    if (!e[name]) throw new Error(`Invalid environment variable ${name}: required for single sign-on`);
  return {
    issuer: e.SSO_OIDC_ISSUER as string,
    clientId: e.SSO_OIDC_CLIENT_ID as string,
    clientSecret: e.SSO_OIDC_CLIENT_SECRET as string,
    name: e.SSO_OIDC_NAME ?? 'your identity provider',
  };
}

/** A Plausible-compatible endpoint (URL and site domain) or GA4 (measurement id and API secret); both halves or neither. */
function analyticsSettingsFrom(e: z.infer<typeof EnvSchema>): AnalyticsSettings | undefined {
  if (e.ANALYTICS_PLAUSIBLE_URL || e.ANALYTICS_PLAUSIBLE_DOMAIN) {
    if (!e.ANALYTICS_PLAUSIBLE_URL)
      throw new Error('Invalid environment variable ANALYTICS_PLAUSIBLE_URL: required with ANALYTICS_PLAUSIBLE_DOMAIN');
    if (!e.ANALYTICS_PLAUSIBLE_DOMAIN)
      throw new Error('Invalid environment variable ANALYTICS_PLAUSIBLE_DOMAIN: required with ANALYTICS_PLAUSIBLE_URL');
    return { provider: 'plausible', url: e.ANALYTICS_PLAUSIBLE_URL, domain: e.ANALYTICS_PLAUSIBLE_DOMAIN };
  }
  if (e.ANALYTICS_GA4_MEASUREMENT_ID || e.ANALYTICS_GA4_API_SECRET) {
    if (!e.ANALYTICS_GA4_MEASUREMENT_ID)
      throw new Error('Invalid environment variable ANALYTICS_GA4_MEASUREMENT_ID: required with ANALYTICS_GA4_API_SECRET');
    if (!e.ANALYTICS_GA4_API_SECRET)
      throw new Error('Invalid environment variable ANALYTICS_GA4_API_SECRET: required with ANALYTICS_GA4_MEASUREMENT_ID');
    return {
      provider: 'ga4',
      url: e.ANALYTICS_GA4_URL,
      measurementId: e.ANALYTICS_GA4_MEASUREMENT_ID,
      apiSecret: e.ANALYTICS_GA4_API_SECRET,
    };
  }
  return undefined;
}

/** S3 settings when S3_BUCKET is set; the other S3_* variables are optional (AWS defaults). */
function s3SettingsFrom(e: z.infer<typeof EnvSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    ...(e.S3_REGION ? { region: e.S3_REGION } : {}),
    ...(e.S3_ENDPOINT ? { endpoint: e.S3_ENDPOINT } : {}),
    ...(e.S3_INTERNAL_ENDPOINT ? { internalEndpoint: e.S3_INTERNAL_ENDPOINT } : {}),
    ...(e.S3_ACCESS_KEY_ID ? { accessKeyId: e.S3_ACCESS_KEY_ID } : {}),
    ...(e.S3_SECRET_ACCESS_KEY ? { secretAccessKey: e.S3_SECRET_ACCESS_KEY } : {}),
    ...(e.S3_FORCE_PATH_STYLE ? { forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' } : {}),
  };
}
