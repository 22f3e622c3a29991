// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { BoxPicker } from './box-picker.js';
import { SelectCloudFilesPage } from './select-cloud-files-page.js';

afterEach(cleanup);

async function services() {
  const s = createTestServices('manager');
  s.projects.projects.set('p1', { _id: 'p1', name: 'Mill Town Memories', org_code: 'river', invites: [] });
  s.projects.projects.set('p2', { _id: 'p2', name: 'Harbour Voices', org_code: 'river', invites: [] });
  await settled(s);
  return s;
}

describe('import from a media address', { timeout: 20_000 }, () => {
  it('imports the address into the chosen project and opens it', async () => {
    const s = await services();
    const { router } = renderWithServices(s, <SelectCloudFilesPage />, '/projects/select_cloud_files?project=p2');
    expect(((await screen.findByRole('combobox', { name: /Project/ })) as HTMLSelectElement).value).toBe('p2');
    fireEvent.change(screen.getByRole('textbox', { name: /File address/ }), { target: { value: 'https://media.example/kowalski.mp3' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Title/ }), { target: { value: 'Mrs Kowalski' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await findNotice(messages.importStarted);
    expect(s.cloudImport.imports).toEqual([{ project: 'p2', url: 'https://media.example/kowalski.mp3', title: 'Mrs Kowalski' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p2'));
  });

  it('refuses an address that is not http(s) before sending, and shows a refusal of the server', async () => {
    const s = await services();
    renderWithServices(s, <SelectCloudFilesPage />, '/projects/select_cloud_files');
    const address = await screen.findByRole('textbox', { name: /File address/ });
    fireEvent.change(address, { target: { value: 'ftp://media.example/a.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(messages.importUrlInvalid)).toBeTruthy();
    expect(s.cloudImport.imports).toEqual([]);

    s.cloudImport.failing = true;
    fireEvent.change(address, { target: { value: 'https://media.example/a.mp3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Not an http or https address')).toBeTruthy();
    expect(s.cloudImport.imports).toEqual([]);
  });
});

describe('import from Box', { timeout: 20_000 }, () => {
  it('lists Box files with a token, opens a folder, and imports the chosen files into the project', async () => {
    const s = await services();
    s.cloudImport.box.set('0', [
      { id: '11', name: 'Interviews', type: 'folder', size: null },
      { id: '100', name: 'notes.mp3', type: 'file', size: 10 },
    ]);
    s.cloudImport.box.set('11', [{ id: '101', name: 'kowalski.wav', type: 'file', size: 20 }]);
    const { router } = renderWithServices(s, <SelectCloudFilesPage />, '/projects/select_cloud_files?project=p1');
    fireEvent.change(await screen.findByLabelText(/Box access token/), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'List Box files' }));
    expect(await screen.findByText('Box refused the access token')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/Box access token/), { target: { value: 'box-token' } });
    fireEvent.click(screen.getByRole('button', { name: 'List Box files' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Folder: Interviews' }));
    const files = await screen.findByRole('list', { name: 'Box files' });
    await waitFor(() => expect(within(files).getByRole('checkbox', { name: 'kowalski.wav' })).toBeTruthy());
    fireEvent.click(within(files).getByRole('checkbox', { name: 'kowalski.wav' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 file' }));
    await findNotice(messages.importStarted);
    expect(s.cloudImport.boxImports).toEqual([{ project: 'p1', boxToken: 'box-token', stories: [{ id: '101', name: 'kowalski.wav' }] }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it('with a Box app, connects Box through its consent page instead of asking for a token', async () => {
    const s = await services();
    s.cloudImport.oauth = true;
    const left: string[] = [];
    renderWithServices(
      s,
      <BoxPicker project="p1" leaveFor={(url) => left.push(url)} onImport={async () => null} />,
      '/projects/select_cloud_files?project=p1&box=failed',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Connect Box' }));
    expect(screen.queryByLabelText(/Box access token/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'List Box files' })).toBeNull();
    // Coming back from a refused consent says so.
    expect(screen.getByText(messages.boxConnectFailed)).toBeTruthy();
    await waitFor(() => expect(left).toEqual(['https://account.box.example/authorize?state=s1']));
    expect(s.cloudImport.connectRequests).toEqual(['p1']);
  });

  it("finishes connecting with Box's answer from the address's fragment, then drops it from the address", async () => {
    const s = await services();
    s.cloudImport.oauth = true;
    await s.cloudImport.connectBox('p1');
    const { router } = renderWithServices(
      s,
      <BoxPicker project="p1" onImport={async () => null} />,
      '/projects/select_cloud_files?project=p1#box_state=s1&box_code=c-1',
    );
    expect(await screen.findByText(messages.boxConnected)).toBeTruthy();
    expect(s.cloudImport.finished).toEqual([{ state: 's1', code: 'c-1' }]);
    expect(router.state.location.hash).toBe('');
  });

  it('says so when the server refuses the Box answer (a connection someone else started)', async () => {
    const s = await services();
    s.cloudImport.oauth = true;
    renderWithServices(s, <BoxPicker project="p1" onImport={async () => null} />, '/projects/select_cloud_files#box_state=s9&box_code=c-9');
    expect(await screen.findByText(messages.boxConnectOtherAccount)).toBeTruthy();
    expect(s.cloudImport.connected).toBe(false);
  });

  it('once Box is connected, lists and imports with the connection, and disconnects', async () => {
    const s = await services();
    Object.assign(s.cloudImport, { oauth: true, connected: true });
    s.cloudImport.box.set('0', [{ id: '100', name: 'notes.mp3', type: 'file', size: 10 }]);
    const { router } = renderWithServices(s, <SelectCloudFilesPage />, '/projects/select_cloud_files?project=p1&box=connected');
    expect(await screen.findByText(messages.boxConnected)).toBeTruthy();
    expect(screen.queryByLabelText(/Box access token/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'List Box files' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'notes.mp3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Import 1 file' }));
    await findNotice(messages.importStarted);
    expect(s.cloudImport.boxImports).toEqual([{ project: 'p1', stories: [{ id: '100', name: 'notes.mp3' }] }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
  });

  it('forgets the Box connection on Disconnect Box and offers to connect again', async () => {
    const s = await services();
    Object.assign(s.cloudImport, { oauth: true, connected: true });
    renderWithServices(s, <BoxPicker project="p1" onImport={async () => null} />, '/projects/select_cloud_files');
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Box' }));
    expect(await screen.findByRole('button', { name: 'Connect Box' })).toBeTruthy();
    expect(s.cloudImport.connected).toBe(false);
  });
});
