// @vitest-environment jsdom
import { apiFailure, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { InPersonRecordingPage } from './in-person-recording-page.js';
import { LocalRecordingStatusPage } from './local-recording-status-page.js';

afterEach(cleanup);

async function storeOldStream(services: ReturnType<typeof createTestServices>, streamId: string, storyId = 'story-9') {
  const long = new Date(Date.now() - 10 * 60_000).toISOString();
  await services.localRecordings.putStream({
    id: streamId,
    streamId,
    storyId,
    sessionId: 'se',
    uploadId: null,
    uploadKey: null,
    uploadToken: null,
    recordingStartTime: long,
    recordingStopTime: long,
    localTimeOffset: 0,
    userId: null,
    type: 'audio',
    partIds: [`${streamId}-1`],
  });
  await services.localRecordings.putPart(
    { partId: `${streamId}-1`, streamId, byteLength: 4, uploaded: false },
    { partId: `${streamId}-1`, arrayBuffer: new Uint8Array([1, 2, 3, 4]).buffer },
  );
  await services.localRecordings.setUpdateTime({ streamId, updateTime: long });
}

describe('the in-person recording page', () => {
  it('creates the interview, records, and on stop uploads in the background with the catalogue’s notices', async () => {
    const services = createTestServices('manager');
    await settled(services);
    renderWithServices(
      services,
      <Routes>
        <Route path="/projects/:projectId/room/in-person" element={<InPersonRecordingPage />} />
      </Routes>,
      '/projects/p1/room/in-person',
    );
    fireEvent.change(await screen.findByLabelText('Interview title'), { target: { value: 'Harbour days' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start recording' }));
    await screen.findByRole('button', { name: 'Stop recording' });
    expect(services.recordingUploads.stories).toEqual([{ id: 'story-1', projectId: 'p1', title: 'Harbour days' }]);
    expect(services.recorder.log).toEqual(['start:audio']);
    services.recorder.slice(new Uint8Array([7, 8, 9]).buffer);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Resume' }));
    fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
    await findNotice(messages.localMediaFinishing);
    await findNotice(messages.localMediaUploaded);
    const [completed] = [...services.recordingUploads.completed.values()];
    expect([...(completed?.bytes ?? [])]).toEqual([7, 8, 9]);
    expect(completed?.storyId).toBe('story-1');
    expect(await services.localRecordings.listStreams()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Open the interview' }).getAttribute('href')).toBe('/projects/p1/stories/story-1/hub');
  });

  it('warns when the device’s storage is nearly full while recording', async () => {
    const services = createTestServices('manager');
    services.quota.value = { usage: 95, quota: 100 };
    await settled(services);
    renderWithServices(
      services,
      <Routes>
        <Route path="/projects/:projectId/room/in-person" element={<InPersonRecordingPage />} />
      </Routes>,
      '/projects/p1/room/in-person',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Start recording' }));
    expect((await screen.findByRole('alert')).textContent).toContain(messages.localStorageNearlyFull);
  });

  it('says why when this browser cannot record locally', async () => {
    const services = createTestServices('manager');
    services.recorder.capabilityValue = 'IDB_UNAVAILABLE';
    await settled(services);
    renderWithServices(
      services,
      <Routes>
        <Route path="/projects/:projectId/room/in-person" element={<InPersonRecordingPage />} />
      </Routes>,
      '/projects/p1/room/in-person',
    );
    await screen.findByText(/cannot keep recordings on the device/);
    expect(screen.queryByRole('button', { name: 'Start recording' })).toBeNull();
  });
});

describe('the local recording status page', () => {
  it('lists recordings left from an earlier visit as they upload, and shows a deleted interview’s recording failed with no retry', async () => {
    const services = createTestServices('manager');
    await storeOldStream(services, 'kept');
    await storeOldStream(services, 'orphan', 'gone-story');
    services.recordingUploads.deletedStories.add('gone-story');
    await settled(services);
    renderWithServices(services, <LocalRecordingStatusPage />, '/status/local-recording');
    const kept = await screen.findByRole('group', { name: 'Recording kept' });
    await waitFor(() => expect(within(kept).getByText('Uploaded')).toBeTruthy());
    expect(within(kept).getByText(/1 of 1 parts uploaded/)).toBeTruthy();
    const orphan = screen.getByRole('group', { name: 'Recording orphan' });
    await waitFor(() => expect(within(orphan).getByText('Failed')).toBeTruthy());
    expect(within(orphan).getByRole('alert').textContent).toContain('Its interview was deleted');
    expect(within(orphan).queryByRole('button', { name: 'Retry now' })).toBeNull();
  });
});

describe('a recording the upload could not finish', () => {
  it('is kept, says it needs attention and why, saves to the computer, and is deleted only through the confirmation', async () => {
    const services = createTestServices('manager');
    await storeOldStream(services, 'refused', 'moved-story');
    services.recordingUploads.refusedStories.set('moved-story', () => apiFailure(403, 'UPLOAD_ACCESS_LOST'));
    await settled(services);
    const saved: Array<{ name: string; bytes: number[] }> = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = () => undefined;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (!blob) return;
      // jsdom's Blob has no arrayBuffer(); its FileReader reads it.
      const reader = new FileReader();
      reader.onload = () => saved.push({ name: this.download, bytes: [...new Uint8Array(reader.result as ArrayBuffer)] });
      reader.readAsArrayBuffer(blob);
    };
    try {
      renderWithServices(services, <LocalRecordingStatusPage />, '/status/local-recording');
      const card = await screen.findByRole('group', { name: 'Recording refused' });
      await waitFor(() => expect(within(card).getByText(messages.localRecordingNeedsAttention)).toBeTruthy());
      expect(within(card).getByRole('alert').textContent).toBe(messages.localRecordingAccessLost);
      await findNotice(messages.localRecordingKept);
      expect(await services.localRecordings.getStream('refused')).toBeDefined();

      fireEvent.click(within(card).getByRole('button', { name: messages.localRecordingSave }));
      await waitFor(() => expect(saved).toEqual([{ name: 'recording-moved-story-refused.webm', bytes: [1, 2, 3, 4] }]));
      await waitFor(() => expect(within(card).getByText(messages.localRecordingSaved)).toBeTruthy());
      expect((await services.localRecordings.getStream('refused'))?.savedToDiskAt).toBeTruthy();

      // Cancelled, it stays; confirmed, it goes.
      // jsdom sometimes leaves Fluent's modal surface marked hidden to the accessibility tree (the toast's live region
      // mounts beside it), so the dialog's buttons are found by their text; the browser journey clicks them by role.
      const dialogButton = async (text: string) => (await screen.findByText(text)).closest('button') as HTMLButtonElement;
      fireEvent.click(within(card).getByRole('button', { name: messages.localRecordingDelete }));
      expect(await screen.findByText(messages.localRecordingDeleteSaved)).toBeTruthy();
      fireEvent.click(await dialogButton(messages.localRecordingDeleteCancel));
      await waitFor(() => expect(screen.queryByText(messages.localRecordingDeleteSaved)).toBeNull());
      expect(await services.localRecordings.getStream('refused')).toBeDefined();
      fireEvent.click(within(card).getByRole('button', { name: messages.localRecordingDelete }));
      fireEvent.click(await dialogButton(messages.localRecordingDeleteConfirm));
      await waitFor(() => expect(screen.queryByRole('group', { name: 'Recording refused' })).toBeNull());
      expect(await services.localRecordings.getStream('refused')).toBeUndefined();
    } finally {
      HTMLAnchorElement.prototype.click = click;
    }
  }, 20_000);
});

describe('the background upload', () => {
  it('looks for waiting recordings again as soon as the browser is back online', async () => {
    const services = createTestServices('manager');
    await settled(services);
    let listed = 0;
    const list = services.localRecordings.listStreams.bind(services.localRecordings);
    services.localRecordings.listStreams = async () => {
      listed += 1;
      return list();
    };
    renderWithServices(
      services,
      <Routes>
        <Route path="/status/local-recording" element={<LocalRecordingStatusPage />} />
      </Routes>,
      '/status/local-recording',
    );
    await waitFor(() => expect(listed).toBeGreaterThan(0));
    const before = listed;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });
});
