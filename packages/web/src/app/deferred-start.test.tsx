// @vitest-environment jsdom
import type { LocalRecordingStream } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { configurePageSso } from '../shared/page-sso.js';
import { createTestServices, renderApp, settled } from '../testing/test-services.fixture.js';
import type { AppServices } from './app.js';
import { deferredContainer } from './deferred-container.js';

afterEach(() => {
  cleanup();
  configurePageSso(null);
});

/** The test services with their container behind a loader, as the running app has it; `loads` counts its loads. */
function deferred(services: ReturnType<typeof createTestServices>, mayHold?: boolean) {
  const counted = { loads: 0 };
  const container = deferredContainer(async () => {
    counted.loads += 1;
    return services.container;
  });
  const app: AppServices = {
    ...services,
    container,
    ...(mayHold === undefined ? {} : { mayHoldLocalRecordings: async () => mayHold }),
  };
  return { app, container, counted };
}

describe('start-up with the container loaded on demand', () => {
  it('paints the sign-in form without the container, and loads it once someone starts typing', async () => {
    configurePageSso({ enabled: false, name: null });
    const services = createTestServices();
    await settled(services);
    const { app, container, counted } = deferred(services, false);
    renderApp(app, '/login');
    const email = await screen.findByLabelText(/Email/);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(container.current()).toBeNull();
    expect(counted.loads).toBe(0);
    await act(async () => {
      fireEvent.focus(email);
    });
    await waitFor(() => expect(container.current()).toBe(services.container));
    expect(counted.loads).toBe(1);
  });

  it('asks the server about single sign-on through the container when the page does not say', async () => {
    const services = createTestServices();
    services.account.sso = { enabled: true, name: 'Riverbend ID' };
    await settled(services);
    const { app, container } = deferred(services, false);
    renderApp(app, '/login');
    expect(await screen.findByRole('link', { name: 'Sign in with Riverbend ID' })).toBeTruthy();
    expect(container.current()).toBe(services.container);
  });

  it('leaves the container unloaded on a signed-out page of a device without recordings, and resumes a guest’s recording where there is one', async () => {
    configurePageSso({ enabled: false, name: null });
    const services = createTestServices();
    await settled(services);
    const none = deferred(services, false);
    renderApp(none.app, '/login');
    await screen.findByLabelText(/Email/);
    expect(none.counted.loads).toBe(0);
    cleanup();

    const long = new Date(Date.now() - 10 * 60_000).toISOString();
    const stream: LocalRecordingStream = {
      id: 'guest-stream',
      streamId: 'guest-stream',
      storyId: 'story-3',
      sessionId: 'room',
      uploadId: null,
      uploadKey: null,
      uploadToken: null,
      recordingStartTime: long,
      recordingStopTime: long,
      localTimeOffset: 0,
      userId: null,
      type: 'audio',
      partIds: ['guest-stream-1'],
      participantName: 'Nora Narrator',
      guestToken: 'join-token',
    };
    await services.localRecordings.putStream(stream);
    await services.localRecordings.putPart(
      { partId: 'guest-stream-1', streamId: 'guest-stream', byteLength: 2, uploaded: false },
      { partId: 'guest-stream-1', arrayBuffer: new Uint8Array([7, 8]).buffer },
    );
    await services.localRecordings.setUpdateTime({ streamId: 'guest-stream', updateTime: long });
    const held = deferred(services, true);
    renderApp(held.app, '/login');
    await waitFor(() => expect(services.recordingUploads.completed.has('guest-stream')).toBe(true), { timeout: 5000 });
    expect(held.counted.loads).toBe(1);
  });
});
