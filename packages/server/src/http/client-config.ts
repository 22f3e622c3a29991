import { scriptJson } from './script-json.js';

/**
 * What the browser app is told at run time, written into index.html: a prebuilt app reports to the Sentry project
 * the server's SENTRY_DSN names without a rebuild. The adapters' `page-client-config.ts` reads the same element.
 */
export interface ClientConfig {
  sentry?: { dsn: string; environment: string; release: string };
  /** The server relays product analytics to a provider (`POST /api/analytics/events`). */
  analytics?: boolean;
  /** A separate marketing site (MARKETING_URL): signed-out visitors and marketing paths go there. */
  marketingUrl?: string;
  /** Whether single sign-on is set up, and its identity provider's name: what `GET /api/auth/sso/config` answers. */
  sso?: { enabled: boolean; name: string | null };
}

/** The id of the `<script type="application/json">` element that carries the client config. */
export const CLIENT_CONFIG_ELEMENT_ID = 'storykeep-client-config';

const DSN_SHAPE = 'expected http(s)://<public key>@<host>[/<path>]/<project id>';

/** Why a Sentry DSN cannot be used, or null when it can. */
export function sentryDsnProblem(dsn: string): string | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return `not a URL; ${DSN_SHAPE}`;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return `the scheme must be http or https; ${DSN_SHAPE}`;
  if (!url.username) return `no public key before the host; ${DSN_SHAPE}`;
  const projectId = url.pathname.split('/').filter(Boolean).pop();
  if (!projectId || !/^\d+$/.test(projectId)) return `the path must end in the numeric project id; ${DSN_SHAPE}`;
  return null;
}

/**
 * The client config from SENTRY_DSN, SENTRY_ENVIRONMENT (default `production`) and SENTRY_RELEASE (default
 * `storykeep@<version>`); a malformed SENTRY_DSN stops start-up with the reason.
 */
export function clientConfigFromEnv(env: Record<string, string | undefined>, version: string): ClientConfig {
  const dsn = env.SENTRY_DSN?.trim();
  if (!dsn) return {};
  const problem = sentryDsnProblem(dsn);
  if (problem) throw new Error(`Invalid environment variable SENTRY_DSN: ${problem}`);
  return {
    sentry: {
      dsn,
      environment: env.SENTRY_ENVIRONMENT?.trim() || 'production',
      release: env.SENTRY_RELEASE?.trim() || `storykeep@${version}`,
    },
  };
}

/** index.html with the client config in its head, escaped so no value can close the script element. */
export function withClientConfig(html: string, config: ClientConfig): string {
  const element = `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
  // A function replacement, so a `$&` in a value is not read as a replacement pattern.
  return html.includes('</head>') ? html.replace('</head>', () => `${element}\n  </head>`) : `${element}\n${html}`;
}
