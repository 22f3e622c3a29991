/** Where a Sentry DSN says events go. */
export interface SentryTarget {
  dsn: string;
  publicKey: string;
  /** The envelope endpoint, with the key in the query as the browser SDK sends it. */
  envelopeUrl: string;
}

/** Reads `https://<public key>@<host>[/<path>]/<project id>`; null when the DSN is malformed. */
export function parseSentryDsn(dsn: string): SentryTarget | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!url.username || !projectId || !/^\d+$/.test(projectId)) return null;
  const path = segments.length ? `/${segments.join('/')}` : '';
  const envelopeUrl = `${url.protocol}//${url.host}${path}/api/${projectId}/envelope/?sentry_key=${encodeURIComponent(url.username)}&sentry_version=7`;
  return { dsn, publicKey: url.username, envelopeUrl };
}
