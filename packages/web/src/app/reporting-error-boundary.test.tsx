// @vitest-environment jsdom
import { ErrorReporter, messages } from '@storykeep/core';
import { FakeErrorReporter } from '@storykeep/core/testing';
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices } from '../testing/test-services.fixture.js';
import { ShellErrorBoundary } from './app-router.js';
import { ReportingErrorBoundary } from './reporting-error-boundary.js';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the page broke');
}

/** Renders `element` (which fails) in the app's data router; answers what was reported once the message shows. */
async function renderFailing(element: ReactElement): Promise<FakeErrorReporter> {
  const services = createTestServices();
  const reporter = new FakeErrorReporter();
  services.container.bind(ErrorReporter).toConstantValue(reporter);
  // React logs caught render errors to the console; the report is what is checked here.
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
  renderWithServices(services, element);
  expect((await screen.findByRole('alert')).textContent).toContain(messages.errorBoundary);
  quiet.mockRestore();
  return reporter;
}

describe('ReportingErrorBoundary', () => {
  it('shows the catalogue message and reports the failure with its route', async () => {
    const reporter = await renderFailing(
      <ReportingErrorBoundary routeId="project" path="/projects/p1">
        <Broken />
      </ReportingErrorBoundary>,
    );
    expect(reporter.exceptions).toHaveLength(1);
    expect(String(reporter.exceptions[0]?.error)).toContain('the page broke');
    expect(reporter.exceptions[0]?.context).toMatchObject({ tags: { route: 'project' }, extra: { path: '/projects/p1' } });
  });

  it("catches, as ShellErrorBoundary, what fails outside every page, instead of the data router's error screen", async () => {
    const reporter = await renderFailing(
      <ShellErrorBoundary>
        <Broken />
      </ShellErrorBoundary>,
    );
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    expect(reporter.exceptions[0]?.context).toMatchObject({ tags: { route: 'app-shell' } });
  });
});
