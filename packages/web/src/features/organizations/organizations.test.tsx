// @vitest-environment jsdom
import { messages, type OrganizationResponse } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { OrganizationAdminPage } from './organization-admin-page.js';
import { OrganizationProjectsPage } from './organization-projects-page.js';
import { OrganizationsPage } from './organizations-page.js';

afterEach(cleanup);

// In jsdom, Fluent's focus manager (tabster) soon marks an open dialog aria-hidden, since focus never moves into it
// there; dialogs are therefore looked up including hidden elements.
const findDialog = () => screen.findByRole('dialog', { hidden: true });
const button = (within_: HTMLElement, name: string) => within(within_).getByRole('button', { name, hidden: true }) as HTMLButtonElement;

/** The organization pages under their routes, without the app shell. */
function renderPages(services: TestServices, path: string) {
  return renderWithServices(
    services,
    <Routes>
      <Route path="/organizations" element={<OrganizationsPage />} />
      <Route path="/admin/organization/:organizationCode" element={<OrganizationAdminPage />} />
      <Route path="/organization/:organizationCode/projects" element={<OrganizationProjectsPage />} />
    </Routes>,
    path,
  );
}

const organization = (code: string, name: string, extra: Partial<OrganizationResponse> = {}): OrganizationResponse => ({
  _id: `id-${code}`,
  organizational_code: code,
  organization_name: name,
  require_session_passwords: false,
  force_two_factor: false,
  settings: { transcription_service: 'default', filler_words: false, vocabulary: ['loom'], auto_chaptering: false },
  ...extra,
});

async function servicesWith(person: 'admin' | 'manager' | 'user', ...organizations: OrganizationResponse[]) {
  const services = createTestServices(person, { organization: { organizational_code: 'mill', organization_name: 'Mill Town' } });
  for (const o of organizations) services.organizations.organizations.set(o.organizational_code, o);
  services.organizations.own.add('mill');
  await settled(services);
  return services;
}

describe('organizations list', () => {
  it('lists every organization for an admin, linking to its administration page', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'), organization('harbour', 'Harbour Folk'));
    renderWithServices(services, <OrganizationsPage />);
    const table = await screen.findByRole('table', { name: messages.labels.organizations });
    expect(within(table).getByRole('link', { name: 'Harbour Folk' }).getAttribute('href')).toBe('/admin/organization/harbour');
    expect(within(table).getByRole('link', { name: 'Mill Town' })).toBeTruthy();
  });

  it("lists only a manager's own organizations, linking to their projects", async () => {
    const services = await servicesWith('manager', organization('mill', 'Mill Town'), organization('harbour', 'Harbour Folk'));
    renderWithServices(services, <OrganizationsPage />);
    const table = await screen.findByRole('table', { name: messages.labels.organizations });
    expect(within(table).getByRole('link', { name: 'Mill Town' }).getAttribute('href')).toBe('/organization/mill/projects');
    expect(within(table).queryByRole('link', { name: 'Harbour Folk' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New organization' })).toBeNull();
  });

  it('skips the organization calls for a plain user', async () => {
    const services = await servicesWith('user', organization('mill', 'Mill Town'));
    renderWithServices(services, <OrganizationsPage />);
    await screen.findByText('No organizations yet.');
    expect(services.organizations.listCalls).toBe(0);
  });

  it('lets an admin create an organization and opens it', async () => {
    const services = await servicesWith('admin');
    renderPages(services, '/organizations');
    fireEvent.click(await screen.findByRole('button', { name: 'New organization' }));
    const dialog = await findDialog();
    fireEvent.change(within(dialog).getByLabelText(/Organization name/), { target: { value: 'River Voices' } });
    fireEvent.change(within(dialog).getByLabelText(/Organization code/), { target: { value: 'river-voices' } });
    fireEvent.click(button(dialog, 'Create organization'));
    expect(await screen.findByRole('heading', { name: 'River Voices', level: 1 })).toBeTruthy();
    expect(services.organizations.organizations.get('river-voices')?.organization_name).toBe('River Voices');
  });
});

describe('organization settings and details', () => {
  it('saves the vocabulary as a trimmed list and says so', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    renderPages(services, '/admin/organization/mill');
    const vocabulary = await screen.findByLabelText(/Vocabulary/);
    expect((vocabulary as HTMLInputElement).value).toBe('loom');
    fireEvent.change(vocabulary, { target: { value: ' shuttle ,  loom,, Whitfield ' } });
    fireEvent.click(screen.getByLabelText('Keep filler words'));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await findNotice(messages.organizationSettingsSaved)).toBeTruthy();
    const sent = services.organizations.edits.at(-1)?.request.settings;
    expect(sent?.vocabulary).toEqual(['shuttle', 'loom', 'Whitfield']);
    expect(sent?.filler_words).toBe(true);
    expect(sent && 'transcription_service' in sent).toBe(false);
  });

  it('disables the transcription services this server cannot run, saying why, and names what Default means', async () => {
    const services = await servicesWith(
      'admin',
      organization('mill', 'Mill Town', {
        settings: { transcription_service: 'whisper', filler_words: false, vocabulary: [], auto_chaptering: false },
      }),
    );
    renderPages(services, '/admin/organization/mill');
    const whisper = (await screen.findByRole('option', { name: /^Whisper cannot be used/ })) as HTMLOptionElement;
    expect(whisper.textContent).toBe("Whisper cannot be used: it is not set up in this server's configuration.");
    expect(whisper.disabled).toBe(true);
    expect((screen.getByRole('option', { name: 'Deepgram' }) as HTMLOptionElement).disabled).toBe(false);
    expect(screen.getByRole('option', { name: 'Default (PocketSphinx)' })).toBeTruthy();
    // The stored choice is one this server cannot run: the field says the transcription will be refused.
    expect(screen.getByText(/The organization's transcription service, Whisper, is not available on this server/)).toBeTruthy();
  });

  it('turns on the release form rule, so nothing of an interview is published before one is on file', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    renderPages(services, '/admin/organization/mill');
    const rule = await screen.findByRole('switch', { name: messages.releaseRequiredSetting });
    expect((rule as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText(messages.releaseRequiredSettingHint)).toBeTruthy();
    fireEvent.click(rule);
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await findNotice(messages.organizationSettingsSaved)).toBeTruthy();
    expect(services.organizations.edits.at(-1)?.request.settings?.release_required_to_share).toBe(true);
  });

  it('reports a failed settings save with the catalogue message', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    services.organizations.edit = () => Promise.reject(new Error('offline'));
    renderPages(services, '/admin/organization/mill');
    fireEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await findNotice(messages.organizationSettingsFailed)).toBeTruthy();
  });

  it('offers to lock unsecured preparation sessions when session passwords become required', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    services.organizations.unsecurePrepSessions.set('id-mill', 3);
    renderPages(services, '/admin/organization/mill');
    fireEvent.click(await screen.findByLabelText('Require session passwords'));
    fireEvent.click(screen.getByRole('button', { name: 'Save organization' }));
    expect(await findNotice(messages.organizationEdited)).toBeTruthy();
    const dialog = await findDialog();
    expect(within(dialog).getByText(/3 preparation sessions have no password/)).toBeTruthy();
    const lock = button(dialog, 'Lock sessions');
    fireEvent.change(within(dialog).getByLabelText(/Session password/), { target: { value: 'abc' } });
    expect(lock.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/Session password/), { target: { value: 'harbour-42' } });
    fireEvent.click(lock);
    await waitFor(() => expect(services.organizations.locks).toEqual([{ code: 'mill', password: 'harbour-42' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
  });

  it('does not count sessions when passwords were already required', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town', { require_session_passwords: true }));
    services.organizations.unsecurePrepSessions.set('id-mill', 2);
    renderPages(services, '/admin/organization/mill');
    fireEvent.change(await screen.findByLabelText(/Organization name/), { target: { value: 'Mill Town Archive' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save organization' }));
    expect(await findNotice(messages.organizationEdited)).toBeTruthy();
    expect(services.organizations.edits.at(-1)?.request.organization_name).toBe('Mill Town Archive');
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('reports a failed edit with the catalogue message', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    services.organizations.edit = () => Promise.reject(new Error('offline'));
    renderPages(services, '/admin/organization/mill');
    fireEvent.click(await screen.findByRole('button', { name: 'Save organization' }));
    expect(await findNotice(messages.organizationEditFailed)).toBeTruthy();
  });

  it("lets a manager open the settings from the organization's projects page", async () => {
    const services = await servicesWith('manager', organization('mill', 'Mill Town'));
    renderPages(services, '/organization/mill/projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Organization settings' }));
    const dialog = await findDialog();
    fireEvent.click(button(dialog, 'Save settings'));
    expect(await findNotice(messages.organizationSettingsSaved)).toBeTruthy();
  });

  it("lets an admin turn on remixes and change how local recordings are made, from the organization's page", async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    renderPages(services, '/admin/organization/mill');
    const form = await screen.findByRole('form', { name: messages.featureFlagsTitle });
    fireEvent.click(within(form).getByLabelText(messages.flagEnableRemixer));
    fireEvent.change(within(form).getByLabelText(messages.flagLocalRecordingVideoBitrate), { target: { value: '2500' } });
    fireEvent.change(within(form).getByLabelText(messages.flagLocalRecordingMaxResolution), { target: { value: '1280x720' } });
    fireEvent.click(within(form).getByLabelText(messages.flagEchoCancellation));
    fireEvent.click(within(form).getByRole('button', { name: 'Save feature settings' }));
    expect(await findNotice(messages.featureFlagsSaved)).toBeTruthy();
    const stored = await services.flags.ofOrganization('mill');
    expect(stored.enableRemixer).toBe(true);
    expect(stored.localRecordingVideoBitrate).toBe(2_500_000);
    expect(stored.localRecordingMaxResolution).toEqual({ width: 1280, height: 720 });
    expect(stored.callPublisher.echoCancellation).toBe(false);
  }, 20_000);

  it('refuses a bitrate that is not a whole positive number', async () => {
    const services = await servicesWith('admin', organization('mill', 'Mill Town'));
    renderPages(services, '/admin/organization/mill');
    const form = await screen.findByRole('form', { name: messages.featureFlagsTitle });
    fireEvent.change(within(form).getByLabelText(messages.flagLocalRecordingVideoBitrate), { target: { value: '0' } });
    expect((within(form).getByRole('button', { name: 'Save feature settings' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("shows the feature settings to the organization's manager in its settings, saving them for that organization", async () => {
    const services = await servicesWith('manager', organization('mill', 'Mill Town'));
    renderPages(services, '/organization/mill/projects');
    fireEvent.click(await screen.findByRole('button', { name: 'Organization settings' }));
    const dialog = await findDialog();
    const form = await within(dialog).findByRole('form', { name: messages.featureFlagsTitle, hidden: true });
    fireEvent.click(within(form).getByLabelText(messages.flagEnableOrgBranding));
    fireEvent.click(button(form, 'Save feature settings'));
    expect(await findNotice(messages.featureFlagsSaved)).toBeTruthy();
    expect((await services.flags.ofOrganization('mill')).enableOrgBranding).toBe(true);
  }, 20_000);
});
