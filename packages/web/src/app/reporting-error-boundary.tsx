import { ErrorReporter } from '@storykeep/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary.js';
import { useContainerLoader } from '../shared/container-context.js';

/** The error boundary of a page, sending what it catches to the ErrorReporter port (when one is bound). */
export function ReportingErrorBoundary({ routeId, path, children }: { routeId: string; path: string; children: ReactNode }) {
  // Loaded at the moment of the error if need be: a page that failed before the container loaded is still reported.
  const loadContainer = useContainerLoader();
  return (
    <ErrorBoundary
      onError={(error, info) => {
        void loadContainer()
          .then((container) => {
            if (!container.isBound(ErrorReporter)) return;
            container
              .get<ErrorReporter>(ErrorReporter)
              .captureException(error, { tags: { route: routeId }, extra: { path, componentStack: info.componentStack } });
          })
          .catch(() => undefined);
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
