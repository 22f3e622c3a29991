import type { AnalyticsSink, RelayedEvent } from '../../ports/analytics-sink.port.js';

/** The analytics provider the server passes events to. */
export type AnalyticsSettings =
  | { provider: 'plausible'; url: string; domain: string }
  | { provider: 'ga4'; url: string; measurementId: string; apiSecret: string };

type Fetch = typeof fetch;

/** A provider that does not answer within this long loses the event rather than holding a socket. */
const SEND_TIMEOUT_MS = 5_000;

async function post(fetchImpl: Fetch, url: string, body: unknown, headers: Record<string, string> = {}): Promise<void> {
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`The analytics provider answered ${response.status}`);
}

/**
 * Plausible's events API (and compatible servers): a page view is `pageview`, anything else a custom event with its
 * parameters as props. The visitor is counted by the browser's user agent and address, as Plausible expects.
 */
export function plausibleSink(settings: { url: string; domain: string }, publicUrl: string, fetchImpl: Fetch = fetch): AnalyticsSink {
  return {
    send: (event: RelayedEvent) =>
      post(
        fetchImpl,
        settings.url,
        {
          name: event.name,
          url: new URL(event.page, publicUrl).href,
          domain: settings.domain,
          ...(event.params ? { props: event.params } : {}),
        },
        { 'user-agent': event.userAgent ?? 'storykeep', 'x-forwarded-for': event.clientIp },
      ),
  };
}

/** GA4 event names: a letter, then letters, digits and underscores, at most 40. */
function ga4Name(name: string): string {
  return name.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40);
}

/**
 * GA4's Measurement Protocol: the visitor id is the client id, a page view is `page_view` with its page location. The
 * API secret stays on the server; the browser never sees it.
 */
export function ga4Sink(
  settings: { url: string; measurementId: string; apiSecret: string },
  publicUrl: string,
  fetchImpl: Fetch = fetch,
): AnalyticsSink {
  const url = new URL(settings.url);
  url.searchParams.set('measurement_id', settings.measurementId);
  url.searchParams.set('api_secret', settings.apiSecret);
  return {
    send: (event: RelayedEvent) =>
      post(fetchImpl, url.href, {
        client_id: event.visitorId ?? 'anonymous',
        events: [
          event.name === 'pageview'
            ? { name: 'page_view', params: { page_location: new URL(event.page, publicUrl).href } }
            : { name: ga4Name(event.name), params: { ...event.params, page_location: new URL(event.page, publicUrl).href } },
        ],
      }),
  };
}

/** The sink of the configured provider, or undefined when none is (the browser then writes events to its console). */
export function analyticsSinkFor(
  settings: AnalyticsSettings | undefined,
  publicUrl: string,
  fetchImpl: Fetch = fetch,
): AnalyticsSink | undefined {
  if (!settings) return undefined;
  return settings.provider === 'plausible' ? plausibleSink(settings, publicUrl, fetchImpl) : ga4Sink(settings, publicUrl, fetchImpl);
}
