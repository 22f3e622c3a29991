import { ErrorReporter } from '@storykeep/core';
import type { ReactNode } from 'react';
import { ErrorBoundary } from '../components/error-boundary.js';
import { useOptionalService } from '../shared/optional-service.js';

/** The error boundary of a page, sending what it catches to the ErrorReporter port (when one is bound). */
export function ReportingErrorBoundary({ routeId, path, children }: { routeId: string; path: string; children: ReactNode }) {
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  return (
    <ErrorBoundary
      onError={(error, info) =>
        reporter?.captureException(error, { tags: { route: routeId }, extra: { path, componentStack: info.componentStack } })
      }
    >
      {children}
    </ErrorBoundary>
  );
}
