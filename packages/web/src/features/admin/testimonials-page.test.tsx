// @vitest-environment jsdom
import { messages, type OrganizationResponse, type TestimonialCandidate } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { TestimonialsPage } from './testimonials-page.js';

afterEach(cleanup);

const organization = (code: string, name: string): OrganizationResponse => ({
  _id: `id-${code}`,
  organizational_code: code,
  organization_name: name,
  require_session_passwords: false,
  force_two_factor: false,
  settings: { transcription_service: 'default', filler_words: false, vocabulary: [], auto_chaptering: false },
});

const candidate = (kind: 'story' | 'clip', id: string, title: string, featured = false): TestimonialCandidate => ({
  kind,
  id,
  title,
  story_title: kind === 'clip' ? 'Weaving Days' : title,
  share_key: 'sharekey000000000001',
  featured,
});

async function services() {
  const s = createTestServices('admin');
  s.organizations.organizations.set('mill', organization('mill', 'Mill Town'));
  s.organizations.organizations.set('harbour', organization('harbour', 'Harbour Folk'));
  s.admin.testimonials.set('mill', [
    candidate('story', 's1', 'Weaving Days', true),
    candidate('clip', 'c1', 'The loom'),
    candidate('story', 's2', 'River Flood'),
  ]);
  s.admin.testimonials.set('harbour', []);
  await settled(s);
  return s;
}

const list = () => screen.findByRole('list', { name: 'Public pages and clips' });

describe('testimonials controls', () => {
  it("features an organization's public pages and clips in the chosen order", async () => {
    const s = await services();
    renderWithServices(s, <TestimonialsPage />, '/admin/testimonials-controls');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Organization' }), { target: { value: 'mill' } });
    const items = await list();
    expect((within(items).getByRole('checkbox', { name: 'Public page: Weaving Days' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(items).getByRole('checkbox', { name: /Clip: The loom/ }));
    fireEvent.click(within(items).getByRole('button', { name: 'Move The loom up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save testimonials' }));
    await findNotice(messages.testimonialsSaved);
    const saved = s.admin.testimonials.get('mill') ?? [];
    expect(saved.filter((c) => c.featured).map((c) => c.id)).toEqual(['c1', 's1']);
    expect(screen.getByRole('heading', { name: '2 featured' })).toBeTruthy();
  });

  it('unfeatures an item and tells an organization without public pages', async () => {
    const s = await services();
    renderWithServices(s, <TestimonialsPage />, '/admin/testimonials-controls');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Organization' }), { target: { value: 'mill' } });
    fireEvent.click(within(await list()).getByRole('checkbox', { name: 'Public page: Weaving Days' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save testimonials' }));
    await findNotice(messages.testimonialsSaved);
    expect((s.admin.testimonials.get('mill') ?? []).some((c) => c.featured)).toBe(false);

    fireEvent.change(screen.getByRole('combobox', { name: 'Organization' }), { target: { value: 'harbour' } });
    expect(await screen.findByText('This organization has no public pages or clips yet.')).toBeTruthy();
  });

  it('says so when saving fails, keeping the choice on screen', async () => {
    const s = await services();
    renderWithServices(s, <TestimonialsPage />, '/admin/testimonials-controls');
    fireEvent.change(await screen.findByRole('combobox', { name: 'Organization' }), { target: { value: 'mill' } });
    fireEvent.click(within(await list()).getByRole('checkbox', { name: 'Public page: River Flood' }));
    s.admin.failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Save testimonials' }));
    await findNotice(messages.testimonialsSaveFailed);
    await waitFor(() => expect(screen.getByRole('heading', { name: '2 featured' })).toBeTruthy());
    expect((s.admin.testimonials.get('mill') ?? []).filter((c) => c.featured).map((c) => c.id)).toEqual(['s1']);
  });
});
