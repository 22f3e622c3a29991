// @vitest-environment jsdom
import { messages, UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createTestServices, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { UploadProvider } from './upload-context.js';
import { UploadPage } from './upload-page.js';

afterEach(cleanup);

const video = (name: string) => new File(['0123456789'], name, { type: 'video/mp4' });

async function openPage(options: { confirm?: (message: string) => boolean; metadataPath?: string } = {}) {
  const services = createTestServices('manager');
  await settled(services);
  const clock = new SimulatedClock();
  // Awaited: the page suspends until the upload batch's machines have loaded.
  await act(async () => {
    renderWithServices(
      services,
      <UploadProvider clock={clock}>
        <UploadPage
          projectId="p1"
          backTo="/projects/p1"
          hubPath={(id) => `/projects/p1/stories/${id}/hub`}
          metadataPath={options.metadataPath}
          confirm={options.confirm}
        />
      </UploadProvider>,
      '/projects/p1/upload_files',
    );
  });
  await screen.findByLabelText('Choose files');
  return { services, clock };
}

function choose(...files: File[]) {
  fireEvent.change(screen.getByLabelText('Choose files'), { target: { files } });
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name });
const stateOf = (name: string) => within(row(name)).getByRole('status').textContent;

async function confirmCompletion(services: TestServices, clock: SimulatedClock) {
  services.uploads.releaseHeld();
  await waitFor(() => expect(services.uploads.log.some((l) => l.startsWith('complete:'))).toBe(true));
  await act(async () => clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS));
}

describe('UploadPage', () => {
  it('shows each file queued, then uploading with its percent, then complete once the story has a thumbnail', async () => {
    const { services, clock } = await openPage();
    services.uploads.behaviour = () => 'hold';
    choose(video('first.mp4'), video('second.mp4'));
    await waitFor(() => expect(stateOf('first.mp4')).toBe('Uploading 50%'));
    expect(stateOf('second.mp4')).toBe('Queued');
    services.uploads.behaviour = () => 'ok';
    await confirmCompletion(services, clock);
    await waitFor(() => expect(stateOf('first.mp4')).toBe('Complete'));
    expect(within(row('first.mp4')).getByRole('link', { name: 'Open first.mp4' }).getAttribute('href')).toBe(
      '/projects/p1/stories/uploaded-1/hub',
    );
    await waitFor(() => expect(services.uploads.log).toContain('complete:uploaded-2'));
    await act(async () => clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS));
    await waitFor(() => expect(stateOf('second.mp4')).toBe('Complete'));
  });

  it('fails a cancelled file (aborting its part) and drops it locally on remove when no part went up', async () => {
    const { services } = await openPage();
    services.uploads.behaviour = () => 'hold';
    choose(video('river.mp4'));
    await waitFor(() => expect(stateOf('river.mp4')).toBe('Uploading 50%'));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel river.mp4' }));
    await waitFor(() => expect(stateOf('river.mp4')).toBe('FAILED'));
    expect(services.uploads.log).toContain('abort:uploaded-1:1');
    expect(screen.queryByRole('button', { name: 'Retry river.mp4' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove river.mp4' }));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files' })).toBeNull());
    expect(services.stories.deleted).toEqual([]);
  });

  it('deletes the story when a complete file is removed', async () => {
    const { services, clock } = await openPage();
    choose(video('mill.mp4'));
    await waitFor(() => expect(services.uploads.log).toContain('complete:uploaded-1'));
    await act(async () => clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS));
    await waitFor(() => expect(stateOf('mill.mp4')).toBe('Complete'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove mill.mp4' }));
    await waitFor(() => expect(services.stories.deleted).toEqual(['uploaded-1']));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Files' })).toBeNull());
  });

  it('marks a refused part FAILED, and a retry resumes from the parts the server has', async () => {
    const { services, clock } = await openPage();
    services.uploads.behaviour = () => 'fail';
    choose(video('loom.mp4'));
    await waitFor(() => expect(stateOf('loom.mp4')).toBe('FAILED'));
    services.uploads.behaviour = () => 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Retry loom.mp4' }));
    await waitFor(() => expect(services.uploads.log).toContain('complete:uploaded-1'));
    expect(services.uploads.log.filter((l) => l.startsWith('start:'))).toHaveLength(1);
    expect(services.uploads.log).toContain('list:uploaded-1');
    await act(async () => clock.increment(UPLOAD_COMPLETION_CONFIRMATION_DELAY_MS));
    await waitFor(() => expect(stateOf('loom.mp4')).toBe('Complete'));
  });

  it('asks before leaving while files upload, and stays when the answer is no', async () => {
    const asked: string[] = [];
    const { services } = await openPage({
      confirm: (message) => {
        asked.push(message);
        return false;
      },
    });
    services.uploads.behaviour = () => 'hold';
    choose(video('dock.mp4'));
    await waitFor(() => expect(stateOf('dock.mp4')).toBe('Uploading 50%'));
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the project' }));
    expect(asked).toEqual([messages.leaveDuringUploads]);
    expect(screen.getByRole('heading', { name: 'Upload files' })).toBeTruthy();
  });

  it('does not ask once nothing is uploading', async () => {
    const asked: string[] = [];
    await openPage({ confirm: (message) => asked.push(message) > 0 });
    const unload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(unload);
    expect(unload.defaultPrevented).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the project' }));
    expect(asked).toEqual([]);
  });

  it('leads to the details page while files upload without asking, as the uploads go on there', async () => {
    const asked: string[] = [];
    const { services } = await openPage({ metadataPath: '/projects/p1/uploadingMetadata', confirm: (m) => asked.push(m) > 0 });
    services.uploads.behaviour = () => 'hold';
    choose(video('quay.mp4'));
    await waitFor(() => expect(stateOf('quay.mp4')).toBe('Uploading 50%'));
    const link = screen.getByRole('link', { name: 'All uploads and their details' });
    expect(link.getAttribute('href')).toBe('/projects/p1/uploadingMetadata');
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the project' }));
    expect(asked).toEqual([messages.leaveDuringUploads]);
  });

  it("takes each story's details on the page itself, and follows processing and transcription after 100%", async () => {
    const { services, clock } = await openPage();
    services.uploads.behaviour = () => 'hold';
    choose(video('harbour.mp4'));
    const details = await within(row('harbour.mp4')).findByRole('group', { name: 'Details of harbour.mp4' }, { timeout: 5000 });
    await waitFor(() => expect((within(details).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('harbour'));
    fireEvent.change(within(details).getByRole('textbox', { name: 'Narrator' }), { target: { value: ' Ada Lovell ' } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Interviewer' }), { target: { value: 'Sam Reyes' } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Place' }), { target: { value: 'Riverbend' } });
    fireEvent.change(within(details).getByRole('textbox', { name: 'Language' }), { target: { value: 'en' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() =>
      expect(services.stories.bulkUpdates).toEqual([
        [{ _id: 'uploaded-1', narrator: 'Ada Lovell', interviewer: 'Sam Reyes', place: 'Riverbend', language: 'en' }],
      ]),
    );

    services.uploads.behaviour = () => 'ok';
    await confirmCompletion(services, clock);
    await waitFor(() => expect(within(row('harbour.mp4')).getByRole('link', { name: 'Open harbour.mp4' })).toBeTruthy());
    const stage = (text: string) => within(row('harbour.mp4')).findByText(text);
    act(() => services.tasks.emitActiveTasks({ storyId: 'uploaded-1', tasks: [{ id: 't1', type: 'transcode', status: 'pending' }] }));
    expect(await stage('Processing: making a version that plays everywhere')).toBeTruthy();
    act(() => services.tasks.emitActiveTasks({ storyId: 'uploaded-1', tasks: [{ id: 't2', type: 'transcribe', status: 'pending' }] }));
    expect(await stage('Transcribing')).toBeTruthy();
    act(() => services.tasks.emitActiveTasks({ storyId: 'uploaded-1', tasks: [] }));
    expect(await stage('Ready')).toBeTruthy();
  }, 30_000);
});
