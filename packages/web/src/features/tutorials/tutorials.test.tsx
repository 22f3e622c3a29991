// @vitest-environment jsdom

import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled } from '../../testing/test-services.fixture.js';
import { TUTORIALS } from './tutorial-catalog.js';
import { TutorialPage } from './tutorial-page.js';
import { TutorialsPage } from './tutorials-page.js';

afterEach(cleanup);

async function show(path: string) {
  const services = createTestServices('guest');
  await settled(services);
  return renderWithServices(
    services,
    <Routes>
      <Route path="/tutorials" element={<TutorialsPage />} />
      <Route path="/tutorials/:tutorialId" element={<TutorialPage />} />
    </Routes>,
    path,
  );
}

describe('tutorials', () => {
  it('lists the four guides and opens one', async () => {
    const { router } = await show('/tutorials');
    const guides = await screen.findByRole('list', { name: 'Guides' });
    const names = within(guides)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(names).toEqual(['Your first upload', 'Correcting a transcript', 'Indexing an interview', 'Recording a call']);
    fireEvent.click(within(guides).getByRole('link', { name: 'Indexing an interview' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tutorials/indexing'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Indexing an interview' })).toBeTruthy();
  });

  it('renders a guide from its Markdown: sections, pictures with their words, links that stay in the app', async () => {
    await show('/tutorials/first-upload');
    expect(await screen.findByRole('heading', { level: 2, name: '2. Choose the files' })).toBeTruthy();
    // The guide's own first heading is the page's title, not repeated below it.
    expect(screen.getAllByRole('heading', { name: 'Your first upload' })).toHaveLength(1);
    const picture = screen.getByRole('img', { name: 'The upload page, waiting for files' });
    expect(picture.getAttribute('src')).toBe('/tutorial-images/upload.png');
    expect(screen.getByRole('link', { name: 'Correct the transcript' }).getAttribute('href')).toBe('/tutorials/correcting-a-transcript');
    expect(screen.getByText('Upload files', { selector: 'strong' })).toBeTruthy();
  });

  it('says so for a guide that does not exist', async () => {
    await show('/tutorials/no-such-guide');
    expect(await screen.findByText('There is no such tutorial.')).toBeTruthy();
  });

  it('has every picture a guide shows stored in the repository', () => {
    const pictures = TUTORIALS.flatMap((t) =>
      [...t.markdown.matchAll(/!\[[^\]]*\]\((\/tutorial-images\/[^)]+)\)/g)].map((m) => m[1] ?? ''),
    );
    expect(pictures.length).toBeGreaterThanOrEqual(TUTORIALS.length);
    for (const picture of pictures) expect(existsSync(resolve(import.meta.dirname, '../../../public', `.${picture}`)), picture).toBe(true);
  });
});
