// @vitest-environment jsdom
import { messages, type Story } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createTestServices, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { isoOfLocalDate } from './metadata-draft.js';
import { type UploadBatchRef, UploadProvider, useUploadBatch } from './upload-context.js';
import { UploadingMetadataPage } from './uploading-metadata-page.js';

afterEach(cleanup);

const video = (name: string) => new File(['0123456789'], name, { type: 'video/mp4' });
const story = (fields: Partial<Story> & { _id: string }): Story => ({
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  ...fields,
});

interface HarnessProps {
  clock: SimulatedClock;
  handle: { batch: UploadBatchRef | null };
  confirm?: ((message: string) => boolean) | undefined;
}

/** Hands the test the app's batch, shows the address, and navigates without a link, as a menu would. */
function Surroundings({ handle }: Pick<HarnessProps, 'handle'>) {
  handle.batch = useUploadBatch();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <button type="button" onClick={() => navigate('/myInterviews')}>
        Go to my interviews
      </button>
    </>
  );
}

function Harness({ clock, handle, confirm }: HarnessProps) {
  return (
    <UploadProvider clock={clock}>
      <Surroundings handle={handle} />
      <Routes>
        <Route
          path="/projects/p1/uploadingMetadata"
          element={<UploadingMetadataPage backTo="/projects/p1" hubPath={(id) => `/projects/p1/stories/${id}/hub`} confirm={confirm} />}
        />
        <Route path="/projects/p1" element={<h1>Project</h1>} />
        <Route path="/myInterviews" element={<h1>My interviews</h1>} />
      </Routes>
    </UploadProvider>
  );
}

async function openPage(
  path: string | readonly string[],
  options: { prepare?: (services: TestServices) => void; confirm?: (message: string) => boolean } = {},
) {
  const services = createTestServices('manager');
  options.prepare?.(services);
  await settled(services);
  const handle: { batch: UploadBatchRef | null } = { batch: null };
  // Awaited: the page suspends until the upload batch's machines have loaded.
  const { router } = await act(async () =>
    renderWithServices(services, <Harness clock={new SimulatedClock()} handle={handle} confirm={options.confirm} />, path),
  );
  await screen.findByLabelText('address');
  return { services, router, batch: () => handle.batch as UploadBatchRef };
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Files' })).getByRole('listitem', { name });
const form = (name: string) => within(screen.getByRole('group', { name: `Details of ${name}` }));
const field = (name: string, label: string) => form(name).getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (name: string, label: string, value: string) => fireEvent.change(field(name, label), { target: { value } });
/** The story ids the page keeps in its address. */
const address = () => new URLSearchParams(screen.getByLabelText('address').textContent ?? '').get('stories');

function add(batch: UploadBatchRef, ...names: string[]) {
  act(() => {
    batch.send({
      type: 'upload.addFiles',
      files: names.map((name) => ({ id: name, file: video(name) })),
      target: { projectId: 'p1', folderIds: [] },
    });
  });
}

describe('UploadingMetadataPage', () => {
  it("gives each file's story a form while it uploads, and saves every change in one call", async () => {
    const { services, batch } = await openPage('/projects/p1/uploadingMetadata');
    services.uploads.behaviour = () => 'hold';
    add(batch(), 'river.mp4', 'mill.mp4');
    await waitFor(() => expect(field('river.mp4', 'Title').value).toBe('river'));
    expect(within(row('mill.mp4')).getByText('Its details can be filled in once its upload starts.')).toBeTruthy();
    await waitFor(() => expect(address()).toBe('uploaded-1'));
    expect(services.stories.statusCalls).toEqual([['uploaded-1']]);
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    type('river.mp4', 'Title', 'The flood of 1984');
    type('river.mp4', 'Description', 'Told at the mill');
    type('river.mp4', 'Record date', '1984-06-01');
    expect(screen.getByText('1 story with unsaved changes')).toBeTruthy();
    fireEvent.click(save);
    // Fluent repeats a toast in its live region for a moment, so the text can be there twice.
    await waitFor(() => expect(screen.getAllByText(messages.bulkStoryUpdated).length).toBeGreaterThan(0));
    expect(services.stories.bulkUpdates).toEqual([
      [{ _id: 'uploaded-1', title: 'The flood of 1984', description: 'Told at the mill', record_date: isoOfLocalDate('1984-06-01') }],
    ]);
    expect(screen.getByText('No unsaved changes')).toBeTruthy();
    expect(field('river.mp4', 'Title').value).toBe('The flood of 1984');
  });

  it('after a reload finds the stories the address names, with where each stands, and saves only what changed', async () => {
    const { services } = await openPage('/projects/p1/uploadingMetadata?stories=s1,s2,gone', {
      prepare: ({ stories }) => {
        stories.stories.set(
          's1',
          story({ _id: 's1', title: 'River', thumbnailURL: '/api/media/t.jpg', record_date: '1984-06-01T09:30:00.000Z' }),
        );
        stories.stories.set('s2', story({ _id: 's2', title: 'Mill', asyncOperations: [{ type: 'process', status: 'pending' }] }));
      },
    });
    await waitFor(() => expect(within(row('River')).getByRole('status').textContent).toBe('Complete'));
    expect(within(row('Mill')).getByRole('status').textContent).toBe('Processing');
    expect(within(row('Unavailable story')).getByRole('status').textContent).toBe('Not available');
    expect(services.stories.statusCalls).toEqual([['s1', 's2', 'gone']]);
    expect(within(row('River')).getByRole('link', { name: 'Open River' }).getAttribute('href')).toBe('/projects/p1/stories/s1/hub');

    type('River', 'Description', 'Spring of 1984');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.stories.bulkUpdates).toEqual([[{ _id: 's1', description: 'Spring of 1984' }]]));
    expect(address()).toBe('s1,s2,gone');
  });

  it('keeps the forms as typed when saving fails, and will not save a cleared title', async () => {
    const { services } = await openPage('/projects/p1/uploadingMetadata?stories=s1', {
      prepare: ({ stories }) => {
        stories.stories.set('s1', story({ _id: 's1', title: 'River' }));
        stories.failBulkUpdate = true;
      },
    });
    await waitFor(() => expect(field('River', 'Title').value).toBe('River'));
    type('River', 'Title', '  ');
    expect(form('River').getByText('Enter a title')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    type('River', 'Title', 'River Days');
    fireEvent.click(save);
    await waitFor(() => expect(screen.getByText(messages.bulkStoryUpdateFailed)).toBeTruthy());
    expect(field('River', 'Title').value).toBe('River Days');
    expect(screen.getByText('1 story with unsaved changes')).toBeTruthy();
    expect(services.stories.stories.get('s1')?.title).toBe('River');
  });

  it('asks before any in-app navigation leaves while files upload, stays on no, and goes on yes', async () => {
    let answer = false;
    const asked: string[] = [];
    const { services, batch } = await openPage('/projects/p1/uploadingMetadata', {
      confirm: (message) => {
        asked.push(message);
        return answer;
      },
    });
    services.uploads.behaviour = () => 'hold';
    add(batch(), 'dock.mp4');
    await waitFor(() => expect(address()).toBe('uploaded-1'));
    // Keeping the stories in the address is not leaving.
    expect(asked).toEqual([]);
    fireEvent.click(screen.getByRole('link', { name: 'Back to the project' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to my interviews' }));
    expect(asked).toEqual([messages.leaveDuringUploads, messages.leaveDuringUploads]);
    expect(screen.getByRole('heading', { name: messages.uploadingFiles })).toBeTruthy();
    answer = true;
    fireEvent.click(screen.getByRole('button', { name: 'Go to my interviews' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'My interviews' })).toBeTruthy());
  });

  it("asks when the browser's Back button leaves while files upload, stays on no, and goes back on yes", async () => {
    let answer = false;
    const asked: string[] = [];
    const { services, router, batch } = await openPage(['/projects/p1', '/projects/p1/uploadingMetadata'], {
      confirm: (message) => {
        asked.push(message);
        return answer;
      },
    });
    services.uploads.behaviour = () => 'hold';
    add(batch(), 'dock.mp4');
    await waitFor(() => expect(address()).toBe('uploaded-1'));
    await act(() => router.navigate(-1));
    expect(asked).toEqual([messages.leaveDuringUploads]);
    expect(router.state.location.pathname).toBe('/projects/p1/uploadingMetadata');
    expect(screen.getByRole('heading', { name: messages.uploadingFiles })).toBeTruthy();
    answer = true;
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Project' })).toBeTruthy());
    expect(asked).toEqual([messages.leaveDuringUploads, messages.leaveDuringUploads]);
    expect(router.state.location.pathname).toBe('/projects/p1');
  });
});
