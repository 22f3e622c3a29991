// @vitest-environment jsdom
import { type AuditEvent, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

const event = (n: number, over: Partial<AuditEvent> = {}): AuditEvent => ({
  id: `e${n}`,
  at: new Date(Date.UTC(2026, 0, 31, 12, 0, 0) - n * 3_600_000).toISOString(),
  kind: 'sign_in',
  outcome: n % 2 ? 'failure' : 'success',
  actorId: `u${n}`,
  actorEmail: `person${n}@example.org`,
  targetType: null,
  targetId: null,
  targetLabel: null,
  address: '203.0.113.9',
  details: n % 2 ? { reason: 'invalid_credentials' } : {},
  ...over,
});

async function adminWithEvents() {
  const services = createTestServices('admin');
  services.admin.auditEvents = [
    event(0, { kind: 'role.change', targetType: 'user', targetId: 'u9', actorEmail: 'admin@example.org' }),
    ...Array.from({ length: 29 }, (_, i) => event(i + 1)),
  ];
  await settled(services);
  return services;
}

describe('the security events page', () => {
  it('is linked from the Admin page and lists the newest events with who, what and from where', async () => {
    const services = await adminWithEvents();
    const { router } = renderApp(services, '/admin');
    fireEvent.click(await screen.findByRole('link', { name: messages.auditEventsLink }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/security-events'));
    const table = await screen.findByRole('table', { name: messages.auditEventsTitle });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('role.change')).toBeTruthy();
    expect(within(first).getByText('user u9')).toBeTruthy();
    expect(within(first).getByText('admin@example.org')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(26);
    expect(screen.getByText('1–25 of 30 security events')).toBeTruthy();
  }, 20_000);

  it('filters by kind, account and days, and pages by number', async () => {
    const services = await adminWithEvents();
    renderApp(services, '/admin/security-events');
    await screen.findByRole('table', { name: messages.auditEventsTitle });
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(services.admin.auditQueries.at(-1)).toMatchObject({ page: 2 }));
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'role.change' } });
    await waitFor(() => expect(services.admin.auditQueries.at(-1)).toMatchObject({ kind: 'role.change', page: 1 }));
    expect(await screen.findByText('1–1 of 1 security event')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: '' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Account' }), { target: { value: 'person3@example.org' } });
    await waitFor(() => expect(services.admin.auditQueries.at(-1)).toMatchObject({ account: 'person3@example.org' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-01-30' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-30' } });
    await waitFor(() =>
      expect(services.admin.auditQueries.at(-1)).toMatchObject({ from: '2026-01-30T00:00:00.000Z', to: '2026-01-31T00:00:00.000Z' }),
    );
    expect(await screen.findByText(messages.auditEventsEmpty)).toBeTruthy();
  }, 20_000);

  it('names the reads of recordings, transcripts and packages in words, and filters by them', async () => {
    const services = createTestServices('admin');
    services.admin.auditEvents = [
      event(0, { kind: 'transcript.read', outcome: 'success', targetType: 'story', targetId: 's1', address: '198.51.100.7' }),
      event(2, { kind: 'package.download', outcome: 'success', targetType: 'story', targetId: 's1' }),
    ];
    await settled(services);
    renderApp(services, '/admin/security-events');
    const table = await screen.findByRole('table', { name: messages.auditEventsTitle });
    const rows = within(table).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText(`${messages.auditKindTranscriptRead} (transcript.read)`)).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('198.51.100.7')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText(`${messages.auditKindPackageDownload} (package.download)`)).toBeTruthy();
    const kind = screen.getByLabelText('Kind') as HTMLSelectElement;
    expect([...kind.options].map((option) => option.text)).toContain(`${messages.auditKindRecordingUrl} (recording.url)`);
    expect([...kind.options].map((option) => option.text)).toContain(`${messages.auditKindRecordingsListed} (recordings.listed)`);
    expect([...kind.options].map((option) => option.text)).toContain(`${messages.auditKindPackageExport} (package.export)`);
    fireEvent.change(kind, { target: { value: 'package.download' } });
    await waitFor(() => expect(services.admin.auditQueries.at(-1)).toMatchObject({ kind: 'package.download', page: 1 }));
    expect(await screen.findByText('1–1 of 1 security event')).toBeTruthy();
  }, 20_000);

  it('says so when the events cannot be loaded', async () => {
    const services = await adminWithEvents();
    services.admin.failing = true;
    renderApp(services, '/admin/security-events');
    expect((await screen.findByRole('alert')).textContent).toBe(messages.auditEventsLoadFailed);
  });
});
