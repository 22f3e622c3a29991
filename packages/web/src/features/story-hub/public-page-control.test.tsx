// @vitest-environment jsdom
import { apiFailure, ErrorReporter, messages, type PublicStory, type PublishDecisionView, SharingApi } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { PublicPageControl } from './public-page-control.js';

afterEach(cleanup);

/** Sharing that answers one address per story, or fails every call when `failing`. */
class FakeSharing implements SharingApi {
  shared = new Set<string>();
  failing = false;
  needsRelease = false;
  async sharePublic(storyId: string) {
    if (this.failing) throw new Error('share failed');
    if (this.needsRelease) throw apiFailure(409, 'RELEASE_REQUIRED', 'A signed release form or deed of gift is needed first.');
    this.shared.add(storyId);
    return `https://archive.example/public/stories/key-of-${storyId}`;
  }
  async unsharePublic(storyId: string) {
    if (this.failing) throw new Error('unshare failed');
    this.shared.delete(storyId);
  }
  async publicStory(): Promise<PublicStory | null> {
    return null;
  }
  async downloadAllLocalVideos(): Promise<string> {
    throw new Error('not asked of the public page control');
  }
  async localTracks(): Promise<never> {
    throw new Error('not asked of the public page control');
  }
  async shareClip(): Promise<string> {
    throw new Error('not asked of the public page control');
  }
  async unshareClip(): Promise<void> {}
  async publicClip() {
    return null;
  }
  async startArchivePackage(): Promise<string> {
    throw new Error('not asked of the public page control');
  }
}

async function renderControl(sharedPage: string | null, publishing?: PublishDecisionView) {
  const services = createTestServices('manager');
  const sharing = new FakeSharing();
  const reported: unknown[] = [];
  services.container.bind(SharingApi).toConstantValue(sharing);
  services.container.bind(ErrorReporter).toConstantValue({
    captureException: (error: unknown) => reported.push(error),
    captureMessage: () => undefined,
  });
  await settled(services);
  renderWithServices(services, <PublicPageControl storyId="s1" sharedPage={sharedPage} publishing={publishing} />);
  return { sharing, reported };
}

describe('PublicPageControl', () => {
  it.each([
    ['manage', messages.publishNeedsManager],
    ['release', messages.publishNeedsRelease],
  ] as const)('offers sharing only where the publishing rule allows it: refused for %s, with the reason', async (refusal, text) => {
    const { sharing } = await renderControl(null, { allowed: false, refusal });
    const button = screen.getByRole('button', { name: 'Share a public page' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(text)).toBeTruthy();
    fireEvent.click(button);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sharing.shared.size).toBe(0);
  });

  it('asks before sharing; cancelling shares nothing', async () => {
    const { sharing } = await renderControl(null);
    fireEvent.click(screen.getByRole('button', { name: 'Share a public page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share this interview publicly?' });
    expect(dialog.textContent).toMatch(/Anyone with the address/);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sharing.shared.size).toBe(0);
  });

  it("shows the organization's release requirement in the dialog, without a toast or a report", async () => {
    const { sharing, reported } = await renderControl(null);
    sharing.needsRelease = true;
    fireEvent.click(screen.getByRole('button', { name: 'Share a public page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share publicly' }));
    expect(await screen.findByText('A signed release form or deed of gift is needed first.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Share publicly' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByText(messages.publicPageEnableFailed)).toBeNull();
    expect(reported).toHaveLength(0);
    expect(sharing.shared.size).toBe(0);
  });

  it('shares the story once confirmed, shows the public address, and stops sharing', async () => {
    const { sharing } = await renderControl(null);
    fireEvent.click(screen.getByRole('button', { name: 'Share a public page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share publicly' }));
    const link = await screen.findByRole('link', { name: /public\/stories\/key-of-s1/ });
    expect(link.getAttribute('href')).toBe('https://archive.example/public/stories/key-of-s1');
    expect(sharing.shared.has('s1')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    await screen.findByRole('button', { name: 'Share a public page' });
    expect(sharing.shared.has('s1')).toBe(false);
  });

  it('shows the catalogue toast and reports when sharing or unsharing fails', async () => {
    const { sharing, reported } = await renderControl(null);
    sharing.failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Share a public page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Share publicly' }));
    expect(await findNotice(messages.publicPageEnableFailed)).toBeTruthy();
    expect(reported).toHaveLength(1);
    cleanup();
    const second = await renderControl('https://archive.example/public/stories/key-of-s1');
    second.sharing.failing = true;
    fireEvent.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await findNotice(messages.publicPageDisableFailed)).toBeTruthy();
    expect(screen.getByRole('link', { name: /key-of-s1/ })).toBeTruthy();
    expect(second.reported).toHaveLength(1);
  });
});
