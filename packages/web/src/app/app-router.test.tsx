// @vitest-environment jsdom
import { ErrorReporter, messages } from '@storykeep/core';
import { FakeErrorReporter } from '@storykeep/core/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellErrorBoundary } from './app-router.js';
import { createTestServices, renderWithServices } from './testing/test-services.js';

afterEach(cleanup);

function BrokenLayout(): never {
  throw new Error('the layout broke');
}

describe('ShellErrorBoundary', () => {
  it("shows the catalogue's message inside the data router, not its error screen, and reports where", async () => {
    const services = createTestServices();
    const reporter = new FakeErrorReporter();
    services.container.bind(ErrorReporter).toConstantValue(reporter);
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithServices(
      services,
      <ShellErrorBoundary>
        <BrokenLayout />
      </ShellErrorBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain(messages.errorBoundary);
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
    quiet.mockRestore();
    expect(reporter.exceptions[0]?.context).toMatchObject({ tags: { route: 'app-shell' } });
  });
});
