// @vitest-environment jsdom
import { Analytics, VisitorTracker } from '@storykeep/core';
import { FakeAnalytics } from '@storykeep/core/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled } from '../testing/test-services.fixture.js';

afterEach(cleanup);

describe('page analytics and the visit log', () => {
  it('counts each page by its route pattern, never its address, and logs one visit for the whole app', async () => {
    const services = createTestServices('manager');
    const analytics = new FakeAnalytics();
    const landings: string[] = [];
    services.container.bind(Analytics).toConstantValue(analytics);
    services.container.bind(VisitorTracker).toConstantValue({
      init: async (landingPage: string) => {
        landings.push(landingPage);
        return 'visitor-1';
      },
    });
    await settled(services);
    const { router } = renderApp(services, '/projects');
    expect(await screen.findByRole('heading', { name: 'Projects', level: 1 })).toBeTruthy();
    await act(() => router.navigate('/stories/story-42/author'));
    await waitFor(() => expect(analytics.events).toHaveLength(2));
    expect(analytics.events).toEqual([
      { name: 'pageview', params: { page: '/projects' } },
      { name: 'pageview', params: { page: '/stories/:storyId/author' } },
    ]);
    expect(JSON.stringify(analytics.events)).not.toContain('story-42');
    expect(landings).toEqual(['/projects']);
  });
});
