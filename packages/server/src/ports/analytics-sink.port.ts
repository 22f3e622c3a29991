/** One product-analytics event as the browser sent it, with what the provider needs to count a visitor. */
export interface RelayedEvent {
  name: string;
  /** The page's route pattern (`/stories/:storyId`). */
  page: string;
  params?: Record<string, string | number | boolean | string[]>;
  visitorId?: string;
  /** The browser's user agent and address, which Plausible-style providers hash into a daily visitor id. */
  userAgent?: string;
  clientIp: string;
}

/** Where product analytics go: a Plausible-compatible endpoint or GA4 (ANALYTICS_* settings). */
export interface AnalyticsSink {
  send(event: RelayedEvent): Promise<void>;
}
