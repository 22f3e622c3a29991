// @vitest-environment jsdom
import { messages, type Project, type ProjectRole, type Story } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { InterviewList } from './interview-list.js';

afterEach(cleanup);

const story = (id: string, title: string, folderIds: string[] = []): Story => ({
  _id: id,
  title,
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  foldersId: folderIds,
});

const folders = [
  { _id: 'f1', name: 'Harbour Voices', project: 'p1' },
  { _id: 'f2', name: 'harvest songs', project: 'p1' },
  { _id: 'f3', project: 'p1' },
  { _id: 'f4', name: 'Mill workers', project: 'p1' },
];

/** The list's project, of organization ACME, with the signed-in person's role in it. */
const project = (projectRole: ProjectRole | null): Project =>
  ({
    _id: 'p1',
    name: 'Harbour',
    org_code: 'ACME',
    projectDetails: { currentUserProjectRole: projectRole },
  }) as Project;

async function renderList(person: 'admin' | 'manager' | 'user', projectRole: ProjectRole | null = null, organization = 'ACME') {
  const services = createTestServices(person, { organization: { organizational_code: organization, organization_name: organization } });
  for (const s of [story('s1', 'River crossing'), story('s2', 'Bakery memories'), story('s3', 'Night shift')])
    services.stories.stories.set(s._id, s);
  await settled(services);
  renderWithServices(
    services,
    <InterviewList
      source={{ kind: 'project', projectId: 'p1' }}
      project={project(projectRole)}
      folders={folders}
      hubPath={(s) => `/hub/${s._id}`}
    />,
  );
  await screen.findByRole('table', { name: 'Interviews' });
  return services;
}

const select = (title: string) => fireEvent.click(screen.getByRole('checkbox', { name: `Select ${title}` }));
const bar = () => screen.queryByRole('region', { name: 'Selected interviews' });

// In jsdom, Fluent's focus manager (tabster) soon marks an open dialog aria-hidden, since focus never moves into it
// there; what is inside a dialog is therefore looked up including hidden elements.
describe('interview list bulk actions', () => {
  it('shows the footer bar only while at least one interview is selected', async () => {
    await renderList('user', 'project_manager');
    expect(bar()).toBeNull();
    select('River crossing');
    expect(bar()).not.toBeNull();
    select('River crossing');
    expect(bar()).toBeNull();
  });

  it('offers a project manager Manage folders, Download and Delete', async () => {
    await renderList('user', 'project_manager');
    select('Night shift');
    const footer = bar() as HTMLElement;
    for (const name of [messages.labels.manageFolders, messages.labels.download, messages.labels.delete]) {
      expect(within(footer).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('offers a plain project member only Download', async () => {
    await renderList('user', 'project_member');
    select('Night shift');
    const footer = bar() as HTMLElement;
    expect(within(footer).getByRole('button', { name: messages.labels.download })).toBeTruthy();
    expect(within(footer).queryByRole('button', { name: messages.labels.delete })).toBeNull();
    expect(within(footer).queryByRole('button', { name: messages.labels.manageFolders })).toBeNull();
  });

  it("offers a manager of the project's organization, who is no member of the project, Manage folders and Delete", async () => {
    await renderList('manager', null);
    select('Night shift');
    const footer = bar() as HTMLElement;
    for (const name of [messages.labels.manageFolders, messages.labels.download, messages.labels.delete]) {
      expect(within(footer).getByRole('button', { name })).toBeTruthy();
    }
  });

  it('offers a manager of another organization only Download', async () => {
    await renderList('manager', null, 'OTHER');
    select('Night shift');
    const footer = bar() as HTMLElement;
    expect(within(footer).getByRole('button', { name: messages.labels.download })).toBeTruthy();
    expect(within(footer).queryByRole('button', { name: messages.labels.delete })).toBeNull();
    expect(within(footer).queryByRole('button', { name: messages.labels.manageFolders })).toBeNull();
  });

  it('deletes only once DELETE is typed exactly, then refreshes and says so', async () => {
    const services = await renderList('admin');
    select('River crossing');
    select('Bakery memories');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: messages.labels.delete }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    expect(within(dialog).getByText(messages.bulkDeletePrompt)).toBeTruthy();
    const input = within(dialog).getByPlaceholderText('DELETE');
    const confirm = within(dialog).getByRole('button', { name: messages.labels.delete, hidden: true });
    fireEvent.change(input, { target: { value: 'delete' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect((confirm as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(confirm);
    expect(await findNotice(messages.bulkDeleteSucceeded)).toBeTruthy();
    expect(services.stories.deleted.sort()).toEqual(['s1', 's2']);
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'Select River crossing' })).toBeNull());
    expect(bar()).toBeNull();
  });

  it('warns about clips when the clips check finds some', async () => {
    const services = await renderList('admin');
    services.stories.storiesWithClips = new Set(['s3']);
    select('Night shift');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: messages.labels.delete }));
    expect(await findNotice(messages.bulkDeleteClipsNote)).toBeTruthy();
  });

  it('reports a partial failure with the count', async () => {
    const services = await renderList('admin');
    services.stories.failDeleteOf.add('s2');
    select('River crossing');
    select('Bakery memories');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: messages.labels.delete }));
    fireEvent.change(within(await screen.findByRole('dialog', { hidden: true })).getByPlaceholderText('DELETE'), {
      target: { value: 'DELETE' },
    });
    fireEvent.click(
      within(screen.getByRole('dialog', { hidden: true })).getByRole('button', { name: messages.labels.delete, hidden: true }),
    );
    expect(await findNotice(messages.bulkDeletePartialFailure(1))).toBeTruthy();
  });

  it('searches folders case-insensitively, hides nameless ones, and adds the selection to the chosen folder', async () => {
    const services = await renderList('user', 'project_manager');
    select('River crossing');
    fireEvent.click(within(bar() as HTMLElement).getByRole('button', { name: messages.labels.manageFolders }));
    const dialog = await screen.findByRole('dialog', { hidden: true });
    const group = within(dialog).getByRole('group', { name: 'Folders', hidden: true });
    expect(within(group).getAllByRole('checkbox', { hidden: true })).toHaveLength(3);
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'Search folders', hidden: true }), { target: { value: 'HAR' } });
    expect(within(group).getAllByRole('checkbox', { hidden: true })).toHaveLength(2);
    expect(within(group).queryByRole('checkbox', { name: 'Mill workers', hidden: true })).toBeNull();
    fireEvent.click(within(group).getByRole('checkbox', { name: 'Harbour Voices', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to folders', hidden: true }));
    expect(await findNotice(messages.storiesAddedToFolders)).toBeTruthy();
    expect(services.folders.added).toEqual([{ storyIds: ['s1'], folderIds: ['f1'] }]);
  });
});
