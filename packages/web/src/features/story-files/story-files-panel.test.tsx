// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { StoryFilesDialog } from './story-files-dialog.js';
import { StoryFilesPanel } from './story-files-panel.js';

afterEach(cleanup);

async function renderPanel(prepare?: (services: ReturnType<typeof createTestServices>) => void) {
  const services = createTestServices('manager');
  services.stories.files.set('s1', [{ _id: 'f1', title: 'Consent letter', release_form: false }]);
  prepare?.(services);
  await settled(services);
  renderWithServices(services, <StoryFilesPanel storyId="s1" />);
  return services;
}

describe('story files and release forms', () => {
  it("lists the story's files", async () => {
    await renderPanel();
    expect(await screen.findByRole('cell', { name: 'Consent letter' })).toBeTruthy();
  });

  it('says so when the files cannot be listed', async () => {
    await renderPanel((services) => {
      services.stories.listFiles = () => Promise.reject(new Error('offline'));
    });
    expect((await screen.findByRole('alert')).textContent).toBe(messages.fileListFailed);
  });

  it('marks a file as a release form', async () => {
    const services = await renderPanel();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Consent letter is a release form' }));
    expect(await findNotice(messages.fileUpdated)).toBeTruthy();
    expect(services.stories.files.get('s1')?.[0]?.release_form).toBe(true);
  });

  it('reports a failed release-form update', async () => {
    await renderPanel((services) => {
      services.stories.setReleaseForm = () => Promise.reject(new Error('offline'));
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Consent letter is a release form' }));
    expect(await findNotice(messages.fileUpdateFailed)).toBeTruthy();
  });

  const pdf = () => new File(['%PDF-1.4 deed'], 'deed.pdf', { type: 'application/pdf' });

  it('uploads a chosen file with progress, then lists it under the given title', async () => {
    const services = await renderPanel((s) => {
      s.stories.holdUploads = true;
    });
    fireEvent.change(await screen.findByLabelText(/^File/, { selector: 'input[type=file]' }), { target: { files: [pdf()] } });
    fireEvent.change(screen.getByLabelText(/File title/), { target: { value: 'Deed of gift' } });
    fireEvent.click(screen.getByLabelText('This is a signed release form'));
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const progress = await screen.findByRole('progressbar');
    expect(Number(progress.getAttribute('aria-valuenow'))).toBeCloseTo(0.46, 1);
    services.stories.finishUploads();
    expect(await findNotice(messages.fileAdded)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Deed of gift' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(services.stories.files.get('s1')?.map((f) => [f.title, f.release_form, f.file_name])).toContainEqual([
      'Deed of gift',
      true,
      'deed.pdf',
    ]);
  });

  it("shows a single file's progress at most once per 5 s, and always its end", async () => {
    let now = 1_000_000;
    let report: (sent: number) => void = () => {};
    let finish: () => void = () => {};
    const services = await renderPanel((s) => {
      s.clock.now = () => now;
      const upload = s.stories.uploadFile.bind(s.stories);
      s.stories.uploadFile = (id, request) => {
        report = request.onProgress;
        s.stories.holdUploads = true;
        const task = upload(id, { ...request, onProgress: () => {} });
        finish = () => {
          request.onProgress(request.file.size);
          s.stories.finishUploads();
        };
        return task;
      };
    });
    const file = new File([new Uint8Array(1000)], 'deed.pdf', { type: 'application/pdf' });
    fireEvent.change(await screen.findByLabelText(/^File/, { selector: 'input[type=file]' }), { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    const shown = async () => Number((await screen.findByRole('progressbar')).getAttribute('aria-valuenow'));
    act(() => report(100));
    expect(await shown()).toBeCloseTo(0.1);
    // The browser reports many times a second: within 5 s of the last shown, nothing new is shown.
    for (const [at, sent] of [
      [1000, 300],
      [4999, 600],
    ] as const) {
      now = 1_000_000 + at;
      act(() => report(sent));
      expect(await shown()).toBeCloseTo(0.1);
    }
    now = 1_000_000 + 5000;
    act(() => report(700));
    expect(await shown()).toBeCloseTo(0.7);
    now += 100;
    act(() => report(800));
    expect(await shown()).toBeCloseTo(0.7);
    // The end is shown however soon it comes, then the file is listed.
    act(() => finish());
    expect(await findNotice(messages.fileAdded)).toBeTruthy();
    expect(services.stories.files.get('s1')?.map((f) => f.file_name)).toContain('deed.pdf');
  });

  it("takes the file's name as its title when none is given", async () => {
    await renderPanel();
    fireEvent.change(await screen.findByLabelText(/^File/, { selector: 'input[type=file]' }), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await screen.findByRole('cell', { name: 'deed.pdf' })).toBeTruthy();
  });

  it('refuses a kind of file a story does not keep, before sending anything', async () => {
    const services = await renderPanel();
    const page = new File(['<script></script>'], 'page.html', { type: 'text/html' });
    fireEvent.change(await screen.findByLabelText(/^File/, { selector: 'input[type=file]' }), { target: { files: [page] } });
    expect(await screen.findByText(messages.fileKindRefused)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Upload file' }) as HTMLButtonElement).disabled).toBe(true);
    expect(services.stories.files.get('s1')).toHaveLength(1);
  });

  it('reports a failed upload', async () => {
    await renderPanel((services) => {
      services.stories.uploadFile = () => ({ done: Promise.reject(new Error('offline')), abort: () => {} });
    });
    fireEvent.change(await screen.findByLabelText(/^File/, { selector: 'input[type=file]' }), { target: { files: [pdf()] } });
    fireEvent.click(screen.getByRole('button', { name: 'Upload file' }));
    expect(await findNotice(messages.fileAddFailed)).toBeTruthy();
  });

  it('downloads an uploaded file through a fresh link', async () => {
    const services = await renderPanel((s) => {
      s.stories.files.set('s1', [{ _id: 'f1', title: 'Deed', release_form: true, file_name: 'deed.pdf', size: 4 }]);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Download Deed' }));
    await waitFor(() => expect(services.stories.downloadsAsked).toEqual(['f1']));
  });

  const deletable = (services: ReturnType<typeof createTestServices>) =>
    services.stories.files.set('s1', [{ _id: 'f1', title: 'Consent letter', release_form: false, can_delete: true }]);

  it('shows Delete only where the server lets the person delete', async () => {
    await renderPanel((s) =>
      s.stories.files.set('s1', [
        { _id: 'f1', title: 'Consent letter', release_form: false, can_delete: false },
        { _id: 'f2', title: 'Old notes', release_form: false },
        { _id: 'f3', title: 'Scan', release_form: false, can_delete: true },
      ]),
    );
    expect(await screen.findByRole('button', { name: 'Delete Scan' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete Consent letter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Old notes' })).toBeNull();
  });

  it('deletes a file and drops it from the list', async () => {
    const services = await renderPanel(deletable);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Consent letter' }));
    expect(await findNotice(messages.fileDeleted)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Consent letter' })).toBeNull());
    expect(services.stories.files.get('s1')).toEqual([]);
  });

  it('reports a failed delete and keeps the file', async () => {
    await renderPanel((services) => {
      deletable(services);
      services.stories.deleteFile = () => Promise.reject(new Error('offline'));
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Consent letter' }));
    expect(await findNotice(messages.fileDeleteFailed)).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Consent letter' })).toBeTruthy();
  });
});

describe('story files dialog', () => {
  it("opens a story's files from its compact row button", async () => {
    const services = createTestServices('manager');
    services.stories.files.set('s1', [{ _id: 'f1', title: 'Consent letter', release_form: true }]);
    await settled(services);
    renderWithServices(services, <StoryFilesDialog compact storyId="s1" storyTitle="Union hall" />);
    fireEvent.click(screen.getByRole('button', { name: 'Files and release forms of Union hall' }));
    // Fluent's focus manager marks the dialog aria-hidden in jsdom (focus never moves into it), so hidden ones count.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(await within(dialog).findByRole('cell', { name: 'Consent letter', hidden: true })).toBeTruthy();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Consent letter is a release form', hidden: true }) as HTMLInputElement).checked,
    ).toBe(true);
  });
});
