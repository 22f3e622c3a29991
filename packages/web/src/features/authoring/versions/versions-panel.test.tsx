// @vitest-environment jsdom
import { ErrorReporter, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenParagraph } from '../../../components/transcript/transcript.fixture.js';
import { createTestServices, findNotice, renderWithServices, settled } from '../../../testing/test-services.fixture.js';
import { VersionsPanel } from './versions-panel.js';

afterEach(cleanup);

const draft = (text: string) => ({ paragraphs: [spokenParagraph('Clara', 0, text)] });

async function openPanel() {
  const services = createTestServices('manager');
  const reported: unknown[] = [];
  services.container.bind(ErrorReporter).toConstantValue({
    captureException: (error: unknown) => reported.push(error),
    captureMessage: () => undefined,
  });
  services.versions.add('s1', draft('first words of the mill'));
  services.versions.add('s1', draft('second words of the mill'));
  services.transcripts.transcripts.set('s1', draft('current words of the mill'));
  await settled(services);
  let restored = 0;
  renderWithServices(services, <VersionsPanel storyId="s1" onRestored={() => restored++} />);
  const list = await screen.findByRole('list', { name: 'Transcript versions' });
  return { services, reported, list, restored: () => restored };
}

describe('VersionsPanel', () => {
  it('lists versions newest first and previews one read-only', async () => {
    const { list } = await openPanel();
    const previews = within(list).getAllByRole('button', { name: /^Preview/ });
    expect(previews).toHaveLength(2);
    fireEvent.click(previews[0] as HTMLElement);
    const preview = await screen.findByRole('region', { name: /^Preview of the version/ });
    expect(within(preview).getByText('second words of the mill')).toBeTruthy();
    expect(within(preview).queryByRole('textbox')).toBeNull();
    fireEvent.click(previews[1] as HTMLElement);
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /^Preview of the version/ })).getByText('first words of the mill')).toBeTruthy(),
    );
  });

  it('restores a version after keeping the current transcript as the newest version', async () => {
    const { services, list, restored } = await openPanel();
    fireEvent.click(within(list).getAllByRole('button', { name: /^Restore/ })[1] as HTMLElement);
    await waitFor(() => expect(restored()).toBe(1));
    expect(services.transcripts.transcripts.get('s1')?.paragraphs[0]?.children[0]?.text).toBe('first words of the mill');
    expect(services.versions.calls.filter((call) => call.startsWith('keep'))).toEqual(['keep:s1']);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Transcript versions' })).getAllByRole('listitem')).toHaveLength(3));
    fireEvent.click(
      within(screen.getByRole('list', { name: 'Transcript versions' })).getAllByRole('button', { name: /^Preview/ })[0] as HTMLElement,
    );
    expect(await screen.findByText('current words of the mill')).toBeTruthy();
  });

  it('changes nothing and says so when the current transcript cannot be kept', async () => {
    const { services, list, restored, reported } = await openPanel();
    services.versions.failing.add('s1');
    fireEvent.click(within(list).getAllByRole('button', { name: /^Restore/ })[0] as HTMLElement);
    expect(await findNotice(messages.errorBoundary)).toBeTruthy();
    expect(restored()).toBe(0);
    expect(reported).toHaveLength(1);
    expect(services.transcripts.transcripts.get('s1')?.paragraphs[0]?.children[0]?.text).toBe('current words of the mill');
  });
});
