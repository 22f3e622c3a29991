// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { SideNav } from './side-nav.js';
import { WorkspaceLayout } from './workspace-layout.js';

afterEach(cleanup);

async function navFor(person: 'admin' | 'manager' | 'user', remixer = false) {
  const services = createTestServices(person);
  services.flags.flags = { enableRemixer: remixer };
  await settled(services);
  renderWithServices(services, <SideNav />);
  return { services, nav: screen.getByRole('navigation', { name: 'Main' }) };
}

describe('side navigation', () => {
  it('shows Organizations to a manager, with Projects leading to /projects', async () => {
    const { nav } = await navFor('manager');
    expect(within(nav).getByRole('link', { name: 'Organizations' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/projects');
  });

  it('hides Organizations from a plain user, whose Projects item leads home', async () => {
    const { nav } = await navFor('user');
    expect(within(nav).queryByRole('link', { name: 'Organizations' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Projects' }).getAttribute('href')).toBe('/');
    expect(within(nav).getByRole('link', { name: 'Interviews' }).getAttribute('href')).toBe('/myInterviews');
  });

  it('shows Remixes only with the remixer flag', async () => {
    const without = await navFor('admin');
    expect(within(without.nav).queryByRole('link', { name: /Remixes/ })).toBeNull();
    cleanup();
    const withFlag = await navFor('admin', true);
    expect(await within(withFlag.nav).findByRole('link', { name: /Remixes/ })).toBeTruthy();
  });

  it('remembers the collapsed state on the device', async () => {
    const { services, nav } = await navFor('user');
    fireEvent.click(within(nav).getByRole('button', { name: 'Collapse menu' }));
    expect(services.storage.getNavigationExpanded()).toBe(false);
    cleanup();
    renderWithServices(services, <SideNav />);
    expect(screen.getByRole('button', { name: 'Expand menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has no side menu on pages that take the whole screen', async () => {
    const services = createTestServices('user');
    await settled(services);
    renderWithServices(services, <WorkspaceLayout showsSideMenu={false}>page</WorkspaceLayout>);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
