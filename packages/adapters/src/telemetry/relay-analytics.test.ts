import type { AnalyticsEventRequest } from '@storykeep/core';
import { FakeAnalytics } from '@storykeep/core/testing';
import { describe, expect, it } from 'vitest';
import { RelayAnalytics } from './relay-analytics.js';

function relay(fail = false) {
  const sent: { path: string; body: AnalyticsEventRequest }[] = [];
  const fallback = new FakeAnalytics();
  const http = {
    request: async (_method: string, path: string, _schema: unknown, body?: unknown) => {
      if (fail) throw new Error('offline');
      sent.push({ path, body: body as AnalyticsEventRequest });
      return undefined as never;
    },
  };
  return { analytics: new RelayAnalytics(http, () => 'visitor-1', fallback), sent, fallback };
}

describe('RelayAnalytics', () => {
  it('sends each event to the server with the page pattern of the last page view and the visitor id', async () => {
    const { analytics, sent } = relay();
    analytics.track({ name: 'pageview', params: { page: '/projects/:projectId' } });
    analytics.track({ name: 'bulk_delete_stories', params: { count: 3 } });
    await Promise.resolve();
    expect(sent).toEqual([
      { path: '/analytics/events', body: { name: 'pageview', page: '/projects/:projectId', visitorId: 'visitor-1' } },
      {
        path: '/analytics/events',
        body: { name: 'bulk_delete_stories', page: '/projects/:projectId', params: { count: 3 }, visitorId: 'visitor-1' },
      },
    ]);
  });

  it('hands an event the server did not take to the fallback, and never throws', async () => {
    const { analytics, fallback } = relay(true);
    expect(() => analytics.track({ name: 'navigate_to_Projects' })).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fallback.events).toEqual([{ name: 'navigate_to_Projects' }]);
  });
});
