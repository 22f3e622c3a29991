// @vitest-environment jsdom
import { ErrorReporter, messages } from '@storykeep/core';
import { FakeErrorReporter } from '@storykeep/core/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportingErrorBoundary } from './reporting-error-boundary.js';
import { createTestServices, renderWithServices } from './testing/test-services.js';

afterEach(cleanup);

function Broken(): never {
  throw new Error('the page broke');
}

describe('ReportingErrorBoundary', () => {
  it('shows the catalogue message and reports the failure with its route', async () => {
    const services = createTestServices();
    const reporter = new FakeErrorReporter();
    services.container.bind(ErrorReporter).toConstantValue(reporter);
    // React logs caught render errors to the console; the report is what is checked here.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithServices(
      services,
      <ReportingErrorBoundary routeId="project" path="/projects/p1">
        <Broken />
      </ReportingErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errorBoundary);
    quiet.mockRestore();
    expect(reporter.exceptions).toHaveLength(1);
    expect(String(reporter.exceptions[0]?.error)).toContain('the page broke');
    expect(reporter.exceptions[0]?.context).toMatchObject({ tags: { route: 'project' }, extra: { path: '/projects/p1' } });
  });
});
