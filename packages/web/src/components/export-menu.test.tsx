// @vitest-environment jsdom
import { ErrorReporter, messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, findNotice, renderWithServices, settled } from '../testing/test-services.fixture.js';
import type { ExportedFile } from './export-files.js';
import { ExportMenu } from './export-menu.js';
import { spokenTranscript } from './transcript/transcript.fixture.js';

afterEach(cleanup);

/** jsdom's Blob has no text(); its FileReader reads it. */
function readText(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    if (blob) reader.readAsText(blob);
    else reject(new Error('no file'));
  });
}

async function renderMenu(props: Partial<Parameters<typeof ExportMenu>[0]> = {}) {
  const services = createTestServices('manager');
  const reported: unknown[] = [];
  services.container.bind(ErrorReporter).toConstantValue({
    captureException: (error: unknown) => reported.push(error),
    captureMessage: () => undefined,
  });
  await settled(services);
  const files: ExportedFile[] = [];
  renderWithServices(
    services,
    <ExportMenu
      storyId="s1"
      title="Mill Stories"
      transcript={spokenTranscript}
      indexes={[]}
      onFile={(file) => files.push(file)}
      {...props}
    />,
  );
  return { files, reported };
}

describe('ExportMenu', () => {
  it('offers the five formats and hands over the chosen one under the story’s file name', async () => {
    const { files } = await renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'WebVTT subtitles (.vtt)',
      'SRT subtitles (.srt)',
      'Plain text (.txt)',
      'OHMS index (.xml)',
      'Word document (.docx)',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'SRT subtitles (.srt)' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toBe('mill_stories.srt');
    const body = await readText(files[0]?.blob);
    expect(body).toContain('Clara: The mill opened');
  });

  it('is disabled while there is no transcript', async () => {
    await renderMenu({ transcript: null });
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the catalogue error and reports when a file cannot be handed over', async () => {
    const { reported } = await renderMenu({
      onFile: () => {
        throw new Error('no download');
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Plain text (.txt)' }));
    expect(await findNotice(messages.errorBoundary)).toBeTruthy();
    expect(reported).toHaveLength(1);
  });
});
