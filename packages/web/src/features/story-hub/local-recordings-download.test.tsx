// @vitest-environment jsdom
import { type AsyncTask, SharingApi } from '@storykeep/core';
import { FakeSharingApi } from '@storykeep/core/testing';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { type Observable, of, throwError } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { DOWNLOAD_REWATCH_MS } from '../../shared/use-local-recordings-download.js';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { LocalRecordingsDownload } from './local-recordings-download.js';

afterEach(cleanup);

const build = (status: AsyncTask['status'], more: Partial<AsyncTask> = {}): AsyncTask => ({
  id: 'build-1',
  type: 'BuildDownload',
  status,
  ...more,
});

async function renderDownload() {
  const services = createTestServices('user');
  const sharing = new FakeSharingApi();
  services.container.bind(SharingApi).toConstantValue(sharing);
  await settled(services);
  renderWithServices(services, <LocalRecordingsDownload storyId="s1" />);
  const tasks = services.tasks;
  const watched: string[] = [];
  const watch = tasks.watchAsyncTask.bind(tasks);
  tasks.watchAsyncTask = (taskId: string) => {
    watched.push(taskId);
    return watch(taskId);
  };
  // The fake's updates reach only watches already open, so a test waits for the watch before sending any.
  const watching = () => waitFor(() => expect(watched).toContain('build-1'));
  return { sharing, tasks, watching };
}

const start = () => fireEvent.click(screen.getByRole('button', { name: 'Download all local recordings' }));

describe('LocalRecordingsDownload', () => {
  it('starts the build, shows that it is packing, then links to the file once built', async () => {
    const { sharing, tasks, watching } = await renderDownload();
    expect(screen.queryByRole('link')).toBeNull();
    start();
    expect(await screen.findByText('Packing the recordings…')).toBeTruthy();
    await watching();
    expect(sharing.downloadRequests).toEqual(['s1']);
    expect((screen.getByRole('button', { name: 'Download all local recordings' }) as HTMLButtonElement).disabled).toBe(true);
    tasks.emitTask(build('pending'));
    tasks.emitTask(build('completed', { downloadUrl: 'https://archive.example/api/media/s1-recordings.tar' }));
    const link = await screen.findByRole('link', { name: 'Download the packed recordings' });
    expect(link.getAttribute('href')).toBe('https://archive.example/api/media/s1-recordings.tar');
    expect(screen.queryByText('Packing the recordings…')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Download all local recordings' })).toBeNull();
  });

  it("shows the build's failure and lets the person try again", async () => {
    const { sharing, tasks, watching } = await renderDownload();
    start();
    await screen.findByText('Packing the recordings…');
    await watching();
    tasks.emitTask(build('failed', { errorMsg: 'This story has no local recordings' }));
    expect(await screen.findByText("Task failed: 'This story has no local recordings'")).toBeTruthy();
    expect(screen.queryByText('Packing the recordings…')).toBeNull();
    start();
    await waitFor(() => expect(sharing.downloadRequests).toEqual(['s1', 's1']));
  });

  it('says an update of another task type is unexpected', async () => {
    const { tasks, watching } = await renderDownload();
    start();
    await screen.findByText('Packing the recordings…');
    await watching();
    tasks.emitTask(build('pending', { type: 'RenderRemix' }));
    expect(await screen.findByText('Unexpected task type for download build')).toBeTruthy();
  });

  it('shows an error when the build cannot be started', async () => {
    const { sharing } = await renderDownload();
    sharing.failure = new Error('offline');
    start();
    expect(await screen.findByText('The recordings could not be packed. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('watches the build again when the task service drops the watch', async () => {
    const { tasks } = await renderDownload();
    const watched: string[] = [];
    tasks.watchAsyncTask = (taskId: string): Observable<AsyncTask> => {
      watched.push(taskId);
      return watched.length === 1
        ? throwError(() => new Error('socket closed'))
        : of(build('completed', { downloadUrl: 'https://archive.example/api/media/again.tar' }));
    };
    start();
    await screen.findByText('Packing the recordings…');
    const link = await screen.findByRole('link', { name: 'Download the packed recordings' }, { timeout: DOWNLOAD_REWATCH_MS * 3 });
    expect(link.getAttribute('href')).toBe('https://archive.example/api/media/again.tar');
    expect(watched).toEqual(['build-1', 'build-1']);
  });
});
