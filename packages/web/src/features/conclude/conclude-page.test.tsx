// @vitest-environment jsdom
import { messages } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { afterConcludePath, ConcludePage } from './conclude-page.js';

afterEach(cleanup);

async function renderConclude(path: string, person?: 'manager', prepare?: (services: TestServices) => void) {
  const services = createTestServices(person);
  services.stories.stories.set('s1', { _id: 's1', title: 'Union hall', created_at: '2024-05-01T12:00:00.000Z', project_id: 'p1' });
  services.folders.folders.set('f1', { _id: 'f1', name: 'Mill workers', project: 'p1' });
  prepare?.(services);
  await settled(services);
  renderWithServices(
    services,
    <Routes>
      <Route path="/stories/:storyId/conclude" element={<ConcludePage />} />
      <Route path="/projects/:projectId/stories/:storyId/conclude" element={<ConcludePage />} />
      <Route path="/projects/:projectId/stories/:storyId/hub" element={<p>Story hub</p>} />
      <Route path="/stories/:storyId/thank-you" element={<p>Thank you page</p>} />
    </Routes>,
    path,
  );
  await screen.findByRole('heading', { name: 'Save your interview' });
  return services;
}

const save = () => screen.getByRole('button', { name: 'Save interview' }) as HTMLButtonElement;

describe('conclude page', () => {
  it('says all changes are saved at first, and saves only once the terms are accepted', async () => {
    await renderConclude('/projects/p1/stories/s1/conclude', 'manager');
    expect(screen.getByRole('status', { name: 'Saving status' }).textContent).toBe(messages.allChangesSaved);
    expect((screen.getByLabelText(/Title/) as HTMLInputElement).value).toBe('Union hall');
    expect(save().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    expect(save().disabled).toBe(false);
  });

  it('concludes with the edited fields, transcodes, and opens the story hub', async () => {
    const services = await renderConclude('/projects/p1/stories/s1/conclude?upload=1', 'manager');
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Union hall, 1968' } });
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Recorded at the hall' } });
    fireEvent.click(await screen.findByLabelText('Mill workers'));
    fireEvent.change(screen.getByLabelText(/Email addresses/), { target: { value: 'clara@example.org, otto@example.org' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(save());
    expect(await screen.findByText('Story hub')).toBeTruthy();
    expect(services.conclude.concluded).toEqual([
      {
        storyId: 's1',
        request: expect.objectContaining({
          title: 'Union hall, 1968',
          notes: 'Recorded at the hall',
          folders: ['f1'],
          emails: ['clara@example.org', 'otto@example.org'],
          termsAccepted: true,
          is_upload: true,
          project: 'p1',
        }),
      },
    ]);
    expect(services.conclude.processing).toEqual([{ storyId: 's1', kind: 'transcode' }]);
  });

  it('asks for deepgram transcription when automatic transcode is off', async () => {
    const services = await renderConclude('/projects/p1/stories/s1/conclude', 'manager', (s) => {
      s.flags.flags = { automaticTranscode: false };
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Files and release forms' })).toBeTruthy());
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(save());
    await screen.findByText('Story hub');
    expect(services.conclude.processing).toEqual([{ storyId: 's1', kind: 'deepgram_transcribe' }]);
  });

  it('says some changes may not be saved after a failed save', async () => {
    const services = await renderConclude('/stories/s1/conclude', undefined, (s) => {
      s.conclude.failConclude = true;
    });
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'My story' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByRole('status', { name: 'Saving status' }).textContent).toBe(messages.someChangesNotSaved));
    expect(services.conclude.processing).toEqual([]);
  });

  it('sends a visitor to the thank-you page', async () => {
    const services = await renderConclude('/stories/s1/conclude');
    expect(screen.queryByRole('button', { name: 'Files and release forms' })).toBeNull();
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'My story' } });
    fireEvent.click(screen.getByLabelText('I accept the terms and conditions'));
    fireEvent.click(save());
    expect(await screen.findByText('Thank you page')).toBeTruthy();
    expect(services.conclude.concluded[0]?.request.is_upload).toBe(false);
  });

  it('leads to the hub of the folder when concluded from a folder', () => {
    expect(afterConcludePath('s1', 'p1', 'f1', true)).toBe('/projects/p1/folders/f1/stories/s1/hub');
    expect(afterConcludePath('s1', null, null, true)).toBe('/stories/s1/thank-you');
  });
});
