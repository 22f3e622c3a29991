// @vitest-environment jsdom
import { messages, type OrganizationResponse } from '@storykeep/core';
import { cleanup, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { OrganizationAdminPage } from './organization-admin-page.js';

afterEach(cleanup);

const mill: OrganizationResponse = {
  _id: 'id-mill',
  organizational_code: 'mill',
  organization_name: 'Mill Town',
  require_session_passwords: false,
  force_two_factor: false,
  settings: { transcription_service: 'default', filler_words: false, vocabulary: [], auto_chaptering: false },
};

async function renderFor(usage: { usedBytes: number; quotaBytes: number | null } | null) {
  const services = createTestServices('manager');
  services.organizations.organizations.set('mill', mill);
  if (usage) services.storageUsage.usage.set('mill', usage);
  await settled(services);
  renderWithServices(
    services,
    <Routes>
      <Route path="/admin/organization/:organizationCode" element={<OrganizationAdminPage />} />
    </Routes>,
    '/admin/organization/mill',
  );
  return screen.findByRole('group', { name: messages.storageUsageTitle });
}

describe('the organization’s storage card', () => {
  it('shows the bytes kept against the quota, the bar full once the quota is reached', async () => {
    const card = await renderFor({ usedBytes: 1_500_000_000, quotaBytes: 2_000_000_000 });
    expect(await within(card).findByText('1.5 GB of 2.0 GB used')).toBeTruthy();
    expect(within(card).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0.75');
    cleanup();
    const full = await renderFor({ usedBytes: 2_100_000_000, quotaBytes: 2_000_000_000 });
    expect(await within(full).findByText('2.1 GB of 2.0 GB used')).toBeTruthy();
    expect(within(full).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('1');
  });

  it('says when there is no limit, and when the use could not be loaded', async () => {
    const card = await renderFor({ usedBytes: 999, quotaBytes: null });
    expect(await within(card).findByText(`999 B · ${messages.storageUnlimited}`)).toBeTruthy();
    cleanup();
    const failed = await renderFor(null);
    expect((await within(failed).findByRole('alert')).textContent).toBe(messages.storageUsageFailed);
  });
});
