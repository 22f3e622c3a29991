import { currentUserPath, LocalDeviceStorage, startEarlyReads, storyReadPaths } from '@storykeep/adapters';
import { findRoute, type RouteDefinition } from '@storykeep/core';
import { preloadPage } from './route-pages.js';

// The first module of the entry to run (main.tsx imports it before React, the router and Fluent, which take a good
// part of the start-up to evaluate): it asks at once for what the first page will wait for, so those requests run
// while the rest of the app's code is evaluated (docs/architecture.md, "Start-up").

/** Routes whose page opens one story (its hub, the editor): their story, transcript and indexes are read at once. */
const STORY_PAGES = /\/(hub|author)(\/|$)/;

/**
 * The first page's chunk, and with a stored session the container's chunk, the session check and (on a story's page)
 * the story's data. The HTTP client and the container's loader find these instead of asking again.
 */
function startFirstPage(pathname: string, storage: LocalDeviceStorage): void {
  const { route, params } = findRoute(pathname);
  preloadPage(route as RouteDefinition);
  const token = storage.getAuthTokens()?.access_token;
  if (!token) return;
  void import('./service-container.js').catch(() => undefined);
  const storyId = params.storyId;
  const reads = [currentUserPath(storage.getVisitorId()), ...(storyId && STORY_PAGES.test(route.path) ? storyReadPaths(storyId) : [])];
  startEarlyReads('/api', reads, token);
}

if (typeof window !== 'undefined') startFirstPage(window.location.pathname, new LocalDeviceStorage());
