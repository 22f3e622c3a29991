import { Analytics, type RouteDefinition, VisitorTracker } from '@storykeep/core';
import { useEffect } from 'react';
import { afterPaint } from './after-paint.js';
import { useOptionalService } from './optional-service.js';

/** Trackers whose visit was logged already: one visit per running app, whatever page it starts on. */
const visitLogged = new WeakSet<VisitorTracker>();

/**
 * Counts a page view for each page shown, and logs the visit (at most once per 4 hours, the tracker's rule) on the
 * first. Both carry the route's pattern (`/stories/:storyId`), never the address: ids, tickets and reset tokens in
 * paths do not leave the app.
 */
export function usePageAnalytics(route: RouteDefinition): void {
  const analytics = useOptionalService<Analytics>(Analytics);
  const visitor = useOptionalService<VisitorTracker>(VisitorTracker);
  useEffect(
    () =>
      // After the page has painted: the visit log and the page view are not what the person waits for.
      afterPaint(() => {
        if (visitor && !visitLogged.has(visitor)) {
          visitLogged.add(visitor);
          void visitor.init(route.path);
        }
        analytics?.track({ name: 'pageview', params: { page: route.path } });
      }),
    [analytics, visitor, route.path],
  );
}
