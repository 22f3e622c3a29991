import { Spinner } from '@fluentui/react-components';
import type { RouteDefinition } from '@storykeep/core';
import { appLabels } from '@storykeep/core';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageAnalytics } from '../shared/use-page-analytics.js';
import { usePageTitle } from '../shared/use-page-title.js';
import { WorkspaceLayout } from './layout/workspace-layout.js';
import { ReportingErrorBoundary } from './reporting-error-boundary.js';
import { RouteGuard } from './route-guard.js';
import { pageFor, preloadPage } from './route-pages.js';

/** One route: its title, its level guard, the shell, and its lazily loaded page inside an error boundary. */
export function RouteFrame({ route }: { route: RouteDefinition }) {
  usePageTitle(route.title);
  usePageAnalytics(route);
  const location = useLocation();
  const Page = pageFor(route);
  useEffect(() => preloadPage(route), [route]);
  return (
    <RouteGuard route={route}>
      <WorkspaceLayout showsSideMenu={route.showsSideMenu}>
        <ReportingErrorBoundary key={location.pathname} routeId={route.id} path={location.pathname}>
          <Suspense fallback={<Spinner label={appLabels.loading} />}>
            <Page route={route} />
          </Suspense>
        </ReportingErrorBoundary>
      </WorkspaceLayout>
    </RouteGuard>
  );
}
