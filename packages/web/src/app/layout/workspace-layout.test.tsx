// @vitest-environment jsdom

import { webDarkTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { loadDarkTheme } from '../theme.js';
import { SideNav } from './side-nav.js';
import { WorkspaceLayout } from './workspace-layout.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** jsdom has no media queries: this answers the phone-width query as a phone (or a desktop) would. */
function screenWidth(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

// Fluent marks an open drawer aria-hidden in jsdom (focus never moves into it), so hidden elements are included.
const menuDrawer = () => screen.findByRole('dialog', { name: 'Menu', hidden: true });
const noMenuDrawer = () => waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu', hidden: true })).toBeNull());

async function layout(person: 'manager' | 'user' = 'manager', services = createTestServices(person)) {
  await settled(services);
  renderWithServices(services, <WorkspaceLayout showsSideMenu>page body</WorkspaceLayout>);
  return services;
}

describe('the workspace shell on a phone', () => {
  it('shows a top bar whose menu button opens the menu in a drawer, which closes again', async () => {
    screenWidth(true);
    await layout();
    const open = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    fireEvent.click(open);
    const drawer = await menuDrawer();
    expect(within(drawer).getByRole('link', { name: 'Organizations', hidden: true })).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close menu', hidden: true }));
    await noMenuDrawer();
  });

  it('closes the drawer once a menu link is followed', async () => {
    screenWidth(true);
    await layout();
    fireEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const drawer = await menuDrawer();
    fireEvent.click(within(drawer).getByRole('link', { name: 'Projects', hidden: true }));
    await noMenuDrawer();
  });

  it('keeps the side menu on a wide screen', async () => {
    screenWidth(false);
    await layout();
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open menu' })).toBeNull();
  });
});

describe('skip link', () => {
  it('is the first link and moves focus to the main content', async () => {
    screenWidth(false);
    await layout();
    const skip = screen.getAllByRole('link')[0];
    expect(skip?.textContent).toBe('Skip to content');
    if (!skip) throw new Error('no skip link');
    fireEvent.click(skip);
    const main = screen.getByRole('main');
    expect(main.id).toBe('main');
    expect(document.activeElement).toBe(main);
    expect(main.textContent).toBe('page body');
  });
});

describe('collapsed side menu', () => {
  it('shows only icons, each link named by its tooltip', async () => {
    screenWidth(false);
    const services = createTestServices('manager');
    services.storage.setNavigationExpanded(false);
    await settled(services);
    renderWithServices(services, <SideNav />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const projects = within(nav).getByRole('link', { name: 'Projects' });
    expect(projects.textContent).toBe('');
    expect(projects.querySelector('svg')).not.toBeNull();
    fireEvent.pointerEnter(projects);
    fireEvent.focus(projects);
    expect(await screen.findByRole('tooltip')).toBeTruthy();
  });
});

describe('dark theme', () => {
  it('paints the page behind the app in the dark background, leaving no light frame', async () => {
    screenWidth(false);
    const services = createTestServices('user');
    services.storage.setDarkMode(true);
    // The dark theme is a chunk of its own, which the app starts loading before it renders.
    await loadDarkTheme();
    await layout('user', services);
    expect(document.body.style.margin).toBe('0px');
    expect(document.documentElement.style.colorScheme).toBe('dark');
    // jsdom keeps colours as written or normalises hex to rgb; compare after the same normalisation.
    const probe = document.createElement('div');
    probe.style.backgroundColor = webDarkTheme.colorNeutralBackground1;
    expect(document.body.style.backgroundColor).toBe(probe.style.backgroundColor);
  });
});
