import type { ReactNode } from 'react';
import { createBrowserRouter, type DataRouter, useLocation } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import type { AppNavigator } from './navigator.js';
import { ReportingErrorBoundary } from './reporting-error-boundary.js';

/**
 * Catches what fails outside every page's own boundary (the layout, the guards), so the person reads the catalogue's
 * 'An error has occurred' and the failure is reported, instead of the router's developer error screen.
 */
export function ShellErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ReportingErrorBoundary routeId="app-shell" path={pathname}>
      {children}
    </ReportingErrorBoundary>
  );
}

/**
 * The routes of a data router: one splat route whose element is the app's own `<Routes>` tree, which matches below it
 * unchanged. A data router rather than a `BrowserRouter` because only a data router lets `useBlocker` hold back the
 * browser's Back and Forward buttons as well as in-app navigation.
 */
export function appRouteObjects(navigator: AppNavigator) {
  return [
    {
      path: '*',
      element: (
        <ShellErrorBoundary>
          <AppRoutes navigator={navigator} />
        </ShellErrorBoundary>
      ),
    },
  ];
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
