// @vitest-environment jsdom
import { messages, UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { UploadProvider } from '../../features/upload/upload-context.js';
import { UploadPage } from '../../features/upload/upload-page.js';
import { UploadingMetadataPage } from '../../features/upload/uploading-metadata-page.js';
import { useUploadStatus } from '../../shared/upload-status.js';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { UploadProgressBox } from './upload-progress-box.js';

afterEach(cleanup);

function LayoutBox() {
  return <UploadProgressBox status={useUploadStatus()} />;
}

describe('the layout’s upload box and the uploadingMetadata page', () => {
  it('count the files of the same batch the upload page runs, and the box opens the page', async () => {
    const services = createTestServices('manager');
    await settled(services);
    const clock = new SimulatedClock();
    // Awaited: the page suspends until the upload batch's machines have loaded.
    await act(async () => {
      renderWithServices(
        services,
        <UploadProvider clock={clock}>
          <LayoutBox />
          <Routes>
            <Route path="/projects/p1/upload_files" element={<UploadPage projectId="p1" backTo="/projects/p1" hubPath={(id) => id} />} />
            <Route path="/projects/p1/uploadingMetadata" element={<UploadingMetadataPage backTo="/projects/p1" hubPath={(id) => id} />} />
          </Routes>
        </UploadProvider>,
        '/projects/p1/upload_files',
      );
    });
    const files = ['a.mp4', 'b.mp4'].map((name) => new File(['abc'], name, { type: 'video/mp4' }));
    fireEvent.change(await screen.findByLabelText('Choose files'), { target: { files } });
    await waitFor(() => expect(screen.getByText(messages.filesUploadedProgress(0, 2))).toBeTruthy());
    expect(screen.getByText(messages.uploadingFiles)).toBeTruthy();
    await waitFor(() => expect(services.uploads.log).toContain('complete:uploaded-1'));
    await act(async () => clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS));
    await waitFor(() => expect(screen.getByText(messages.filesUploadedProgress(1, 2))).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: messages.uploadingFiles }));
    await waitFor(() => expect(screen.getByRole('heading', { name: messages.uploadingFiles })).toBeTruthy());
    expect(screen.getAllByText(messages.filesUploadedProgress(1, 2)).length).toBeGreaterThan(0);
    expect(screen.getByRole('listitem', { name: 'a.mp4' })).toBeTruthy();
  });
});
