// @vitest-environment jsdom
import { Analytics, type Story } from '@storykeep/core';
import { FakeAnalytics } from '@storykeep/core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { ManageFoldersDialog } from './manage-folders-dialog.js';

afterEach(cleanup);

const story = (id: string, foldersId: string[]): Story => ({ _id: id, title: id, created_at: '2024-05-01T12:00:00.000Z', foldersId });
const folders = [
  { _id: 'f1', name: 'Harbour Voices', project: 'p1' },
  { _id: 'f2', name: 'Mill workers', project: 'p1' },
];

describe('manage folders analytics', () => {
  it('tracks add_to_folder per story with the folders new to it, and the bulk add once', async () => {
    const services = createTestServices('admin');
    const analytics = new FakeAnalytics();
    services.container.bind(Analytics).toConstantValue(analytics);
    await settled(services);
    renderWithServices(
      services,
      <ManageFoldersDialog open stories={[story('s1', ['f1']), story('s2', [])]} folders={folders} onClose={() => {}} />,
    );
    // Fluent's focus manager marks the dialog aria-hidden in jsdom (focus never moves into it), so hidden ones count.
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbour Voices', hidden: true }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mill workers', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to folders', hidden: true }));
    await waitFor(() => expect(analytics.events).toHaveLength(3));
    expect(analytics.events).toEqual([
      { name: 'add_to_folder', params: { story_id: 's1', new_folders: ['f2'] } },
      { name: 'add_to_folder', params: { story_id: 's2', new_folders: ['f1', 'f2'] } },
      { name: 'bulk_add_to_folder_stories', params: { count: 2 } },
    ]);
  });

  it('tracks nothing when adding fails', async () => {
    const services = createTestServices('admin');
    const analytics = new FakeAnalytics();
    services.container.bind(Analytics).toConstantValue(analytics);
    services.folders.addStories = () => Promise.reject(new Error('offline'));
    await settled(services);
    renderWithServices(services, <ManageFoldersDialog open stories={[story('s1', [])]} folders={folders} onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { hidden: true });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Mill workers', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to folders', hidden: true }));
    expect(await screen.findByText('Error adding interview(s) to folder/s')).toBeTruthy();
    expect(analytics.events).toEqual([]);
  });
});
