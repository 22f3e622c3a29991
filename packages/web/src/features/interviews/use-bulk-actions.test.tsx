// @vitest-environment jsdom
import { Analytics, ErrorReporter, messages } from '@storykeep/core';
import { FakeAnalytics, FakeErrorReporter } from '@storykeep/core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { InterviewList } from './interview-list.js';

afterEach(cleanup);

describe('bulk actions telemetry', () => {
  it('tracks a bulk download and reports a story that could not be downloaded, tagged with its id', async () => {
    const services = createTestServices('admin');
    const analytics = new FakeAnalytics();
    const reporter = new FakeErrorReporter();
    services.container.bind(Analytics).toConstantValue(analytics);
    services.container.bind(ErrorReporter).toConstantValue(reporter);
    // No archive address: the download cannot start.
    services.stories.stories.set('s1', { _id: 's1', title: 'River crossing', created_at: '2024-05-01T12:00:00.000Z', project_id: 'p1' });
    await settled(services);
    renderWithServices(
      services,
      <InterviewList source={{ kind: 'project', projectId: 'p1' }} project={null} folders={[]} hubPath={(s) => `/hub/${s._id}`} />,
    );
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select River crossing' }));
    const bar = screen.getByRole('region', { name: 'Selected interviews' });
    fireEvent.click(within(bar).getByRole('button', { name: messages.labels.download }));
    expect(await findNotice(messages.bulkDownloadFailed)).toBeTruthy();
    expect(analytics.events).toContainEqual({ name: 'bulk_download_stories', params: { count: 1 } });
    await waitFor(() => expect(reporter.exceptions.map((e) => e.context?.tags)).toEqual([{ story_id: 's1' }]));
  });
});
