// @vitest-environment jsdom
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { SelectCloudFilesPage } from './select-cloud-files-page.js';

configure({ asyncUtilTimeout: 5000 });
afterEach(cleanup);

async function services() {
  const s = createTestServices('manager');
  s.projects.projects.set('p1', { _id: 'p1', name: 'Mill Town Memories', org_code: 'river', invites: [] });
  s.projects.projects.set('p2', { _id: 'p2', name: 'Harbour Voices', org_code: 'river', invites: [] });
  await settled(s);
  return s;
}

describe('import from a media address', () => {
  it('imports the address into the chosen project and opens it', async () => {
    const s = await services();
    const { router } = renderWithServices(s, <SelectCloudFilesPage />, '/projects/select_cloud_files?project=p2');
    expect(((await screen.findByRole('combobox', { name: /Project/ })) as HTMLSelectElement).value).toBe('p2');
    fireEvent.change(screen.getByRole('textbox', { name: /File address/ }), { target: { value: 'https://media.example/kowalski.mp3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Mrs Kowalski' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await findNotice('The interview is being imported');
    expect(s.cloudImport.imports).toEqual([{ project: 'p2', url: 'https://media.example/kowalski.mp3', title: 'Mrs Kowalski' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p2'));
  });

  it('refuses an address that is not http(s) before sending, and shows a refusal of the server', async () => {
    const s = await services();
    renderWithServices(s, <SelectCloudFilesPage />, '/projects/select_cloud_files');
    const address = await screen.findByRole('textbox', { name: /File address/ });
    fireEvent.change(address, { target: { value: 'ftp://media.example/a.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Enter an http or https address of an audio or video file')).toBeTruthy();
    expect(s.cloudImport.imports).toEqual([]);

    s.cloudImport.failing = true;
    fireEvent.change(address, { target: { value: 'https://media.example/a.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Not an http or https address')).toBeTruthy();
    expect(s.cloudImport.imports).toEqual([]);
  });
});
