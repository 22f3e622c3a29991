// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { StoryFilesDialog } from './story-files-dialog.js';
import { StoryFilesPanel } from './story-files-panel.js';

// A busy machine renders slowly; the default one second is too tight.
configure({ asyncUtilTimeout: 5000 });
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

  it('adds a file and lists it', async () => {
    const services = await renderPanel();
    fireEvent.change(await screen.findByLabelText(/File title/), { target: { value: 'Deed of gift' } });
    fireEvent.click(screen.getByLabelText('This is a signed release form'));
    fireEvent.click(screen.getByRole('button', { name: 'Add file' }));
    expect(await findNotice(messages.fileAdded)).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Deed of gift' })).toBeTruthy();
    await waitFor(() =>
      expect(services.stories.files.get('s1')?.map((f) => [f.title, f.release_form])).toContainEqual(['Deed of gift', true]),
    );
  });

  it('reports a failed add', async () => {
    await renderPanel((services) => {
      services.stories.addFile = () => Promise.reject(new Error('offline'));
    });
    fireEvent.change(await screen.findByLabelText(/File title/), { target: { value: 'Deed of gift' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add file' }));
    expect(await findNotice(messages.fileAddFailed)).toBeTruthy();
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
