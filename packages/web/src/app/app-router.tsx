import { createBrowserRouter, type DataRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import type { AppNavigator } from './navigator.js';

/**
 * The routes of a data router: one splat route whose element is the app's own `<Routes>` tree, which matches below it
 * unchanged. A data router rather than a `BrowserRouter` because only a data router lets `useBlocker` hold back the
 * browser's Back and Forward buttons as well as in-app navigation.
 */
export function appRouteObjects(navigator: AppNavigator) {
  return [{ path: '*', element: <AppRoutes navigator={navigator} /> }];
}

// Keyed by the app's navigator so each app instance gets one router: React's StrictMode calls state initialisers twice,
// and a second browser router would be left listening to the window's history.
const routers = new WeakMap<AppNavigator, DataRouter>();

/** The browser data router of the app instance that owns `navigator`, made on first use. */
export function browserRouterFor(navigator: AppNavigator): DataRouter {
  let router = routers.get(navigator);
  if (!router) {
    router = createBrowserRouter(appRouteObjects(navigator));
    routers.set(navigator, router);
  }
  return router;
}
