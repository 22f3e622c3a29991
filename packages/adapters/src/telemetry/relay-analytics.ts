import type { Analytics, AnalyticsEvent, AnalyticsEventRequest } from '@storykeep/core';
import { z } from 'zod';
import type { HttpClient } from '../http/http-client.js';

/**
 * Analytics through Storykeep's own server (`POST /analytics/events`), which passes each event to the provider it is
 * configured with (a Plausible-compatible endpoint or GA4). The page loads no third-party script, so the
 * Content-Security-Policy stays 'self', and the provider's secret never reaches the browser. Never throws: an event
 * that cannot be sent goes to the fallback (the console).
 */
export class RelayAnalytics implements Analytics {
  /** The route pattern of the page shown last: the page of the events that happen on it. */
  private page = '/';

  constructor(
    private readonly http: Pick<HttpClient, 'request'>,
    private readonly visitorId: () => string | null,
    private readonly fallback: Analytics,
  ) {}

  track(event: AnalyticsEvent): void {
    if (event.name === 'pageview') this.page = event.params.page;
    const request: AnalyticsEventRequest = {
      name: event.name,
      page: this.page,
      ...(event.params && event.name !== 'pageview' ? { params: event.params } : {}),
    };
    try {
      const visitor = this.visitorId();
      if (visitor) request.visitorId = visitor;
      this.http.request('POST', '/analytics/events', z.unknown(), request).catch(() => this.fallback.track(event));
    } catch {
      this.fallback.track(event);
    }
  }
}
