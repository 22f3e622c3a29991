// @vitest-environment jsdom
import { type AsyncTask, SharingApi, type Story } from '@storykeep/core';
import { FakeSharingApi } from '@storykeep/core/testing';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { StoryActionsMenu } from './story-actions-menu.js';

afterEach(cleanup);

const story: Story = { _id: 's1', title: 'Union hall', created_at: '2024-05-01T12:00:00.000Z', project_id: 'p1' };
const HUB = '/projects/p1/folders/f1/stories/s1/hub';

async function renderMenu(shown: Story, canManage: boolean) {
  const services = createTestServices('manager');
  const sharing = new FakeSharingApi();
  services.container.bind(SharingApi).toConstantValue(sharing);
  await settled(services);
  const { router } = renderWithServices(
    services,
    <Routes>
      <Route
        path="/list"
        element={<StoryActionsMenu story={shown} hubPath={HUB} place={{ projectId: 'p1', folderId: 'f1' }} canManage={canManage} />}
      />
      <Route path="*" element={<p>Elsewhere</p>} />
    </Routes>,
    '/list',
  );
  const open = async () => fireEvent.click(await screen.findByRole('button', { name: 'More actions for Union hall' }));
  return { services, sharing, router, open };
}

describe('StoryActionsMenu', () => {
  it('opens the editor, the edit page under the list’s folder, a clip and the hub’s share dialog', async () => {
    const { router, open } = await renderMenu(story, false);
    const to = async (item: string) => {
      await open();
      fireEvent.click(await screen.findByRole('menuitem', { name: item }));
      await waitFor(() => expect(screen.getByText('Elsewhere')).toBeTruthy());
      const at = `${router.state.location.pathname}${router.state.location.search}`;
      await router.navigate('/list');
      return at;
    };
    expect(await to('Open the interview')).toBe(HUB);
    expect(await to('Open the editor')).toBe('/stories/s1/author');
    expect(await to('Edit details')).toBe('/projects/p1/folders/f1/stories/s1/edit');
    expect(await to('Make a clip')).toBe('/stories/s1/author?panel=clips');
    expect(await to('Share')).toBe(`${HUB}?share=1`);
  }, 30_000);

  it('offers the archival package only to managers, and local recordings only for an interview recorded on devices', async () => {
    const { open } = await renderMenu(story, false);
    await open();
    await screen.findByRole('menuitem', { name: 'Open the editor' });
    expect(screen.queryByRole('menuitem', { name: 'Archival package' })).toBeNull();
    expect(screen.queryByRole('menuitem', { name: 'Download all local recordings' })).toBeNull();
    cleanup();
    const managed = await renderMenu({ ...story, type: 'local' }, true);
    await managed.open();
    expect(await screen.findByRole('menuitem', { name: 'Archival package' })).toBeTruthy();
    expect(await screen.findByRole('menuitem', { name: 'Download all local recordings' })).toBeTruthy();
  });

  it('builds the archival package from the row and links to it once the task offers it', async () => {
    const { services, sharing, open } = await renderMenu(story, true);
    const watched: string[] = [];
    const watch = services.tasks.watchAsyncTask.bind(services.tasks);
    services.tasks.watchAsyncTask = (taskId: string) => {
      watched.push(taskId);
      return watch(taskId);
    };
    await open();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Archival package' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archival package: Union hall' });
    fireEvent.click(within(dialog).getByText('Make the archival package'));
    await waitFor(() => expect(watched).toEqual(['archive-1']));
    expect(sharing.archiveRequests).toEqual(['s1']);
    const task = (status: AsyncTask['status'], more: Partial<AsyncTask> = {}): AsyncTask => ({
      id: 'archive-1',
      type: 'BuildArchivePackage',
      status,
      ...more,
    });
    services.tasks.emitTask(task('pending', { progress: 0.5 }));
    // Fluent's dialog marks itself hidden to jsdom's accessibility tree once the menu hands focus back: texts, then.
    expect(await screen.findByText('Preparing the archival package…', { selector: '[role=status]' })).toBeTruthy();
    services.tasks.emitTask(task('completed', { downloadUrl: 'https://archive.example/media/s1.tar' }));
    const link = await screen.findByText('Download the archival package');
    expect(link.closest('a')?.getAttribute('href')).toBe('https://archive.example/media/s1.tar');
  });

  it('exports from the row by loading the transcript when a format is chosen, and says when there is none', async () => {
    const { services, open } = await renderMenu({ ...story, _id: 'none' }, false);
    services.transcripts.transcripts.delete('none');
    await open();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Plain text (.txt)' }));
    expect((await screen.findAllByText('This interview has no transcript to export yet.')).length).toBeGreaterThan(0);
  });
});
