// @vitest-environment jsdom
import { exportOhmsIndex, IndexMetadataItemSchema, ohmsImported, type Story } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestServices, renderApp, settled, type TestServices } from '../../testing/test-services.fixture.js';

afterEach(cleanup);

const story: Story = {
  _id: 's1',
  title: 'Clara',
  description: 'At the looms',
  created_at: '2024-05-01T12:00:00.000Z',
  record_date: '2023-03-14T15:00:00.000Z',
  project_id: 'p1',
  foldersId: ['f1'],
};

async function openEdit(prepare: (s: TestServices) => void = () => {}, path = '/projects/p1/stories/s1/edit') {
  const services = createTestServices('manager');
  services.stories.stories.set('s1', story);
  services.folders.folders.set('f1', { _id: 'f1', name: 'Mill workers', project: 'p1' });
  services.folders.folders.set('f2', { _id: 'f2', name: 'Flood of 1952', project: 'p1' });
  prepare(services);
  await settled(services);
  renderApp(services, path);
  await screen.findByRole('form', { name: 'Story details' }, { timeout: 10_000 });
  return services;
}

const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) }) as HTMLInputElement;

describe('StoryEditPage', { timeout: 30_000 }, () => {
  it('edits the title, description, record date and folders; a non-author sends no session password', async () => {
    const services = await openEdit();
    expect(textbox('Title').value).toBe('Clara');
    expect((screen.getByLabelText('Record date') as HTMLInputElement).value).toBe('2023-03-14');
    expect((screen.getByRole('checkbox', { name: 'Mill workers' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText(/Session password/)).toBeNull();
    fireEvent.change(textbox('Title'), { target: { value: 'Clara Whitfield' } });
    fireEvent.change(textbox('Description'), { target: { value: 'Forty years at the looms' } });
    fireEvent.change(screen.getByLabelText('Record date'), { target: { value: '2023-04-01' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Flood of 1952' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(services.stories.bulkUpdates.at(-1)).toEqual([
      {
        _id: 's1',
        title: 'Clara Whitfield',
        description: 'Forty years at the looms',
        record_date: '2023-04-01T00:00:00.000Z',
        narrator: '',
        interviewer: '',
        place: '',
        language: '',
      },
    ]);
    const saved = services.stories.stories.get('s1');
    expect(saved?.foldersId).toEqual(['f1', 'f2']);
    expect(saved && 'sessionPassword' in saved).toBe(false);
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Edit Clara Whitfield' })).toBeTruthy());
  });

  it('lets the author of the call set the session password, and refuses an empty title', async () => {
    const services = await openEdit(
      (s) => s.stories.stories.set('s1', { ...story, sessionPassword: null }),
      '/projects/p1/folders/f1/stories/s1/edit',
    );
    expect(screen.getByRole('link', { name: 'Back to the interviews' }).getAttribute('href')).toBe('/projects/p1/folders/f1');
    fireEvent.change(screen.getByLabelText(/Session password/), { target: { value: 'looms-1952' } });
    fireEvent.change(textbox('Title'), { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(textbox('Title'), { target: { value: 'Clara' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(services.stories.stories.get('s1')?.sessionPassword).toBe('looms-1952');
  });

  it('edits narrator, interviewer, place and language, and says before transcribing when the engine has no model', async () => {
    const services = await openEdit((s) => s.stories.stories.set('s1', { ...story, narrator: 'Clara Whitfield', language: 'English' }));
    expect(textbox('Narrator').value).toBe('Clara Whitfield');
    // The fake server transcribes with its English-only pocketsphinx by default.
    expect(await screen.findByText('PocketSphinx will transcribe this interview in English.')).toBeTruthy();
    fireEvent.change(textbox('Interviewer'), { target: { value: 'Tom Reyes' } });
    fireEvent.change(textbox('Place'), { target: { value: 'Lowell, Massachusetts' } });
    fireEvent.change(screen.getByLabelText(/^Language/), { target: { value: 'Spanish' } });
    expect(await screen.findByText(/PocketSphinx on this server has no model for Spanish/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved.');
    expect(services.stories.stories.get('s1')).toMatchObject({
      narrator: 'Clara Whitfield',
      interviewer: 'Tom Reyes',
      place: 'Lowell, Massachusetts',
      language: 'Spanish',
    });
  });

  it("says nothing is refused when the organization's service takes any language", async () => {
    await openEdit((s) => s.speechServices.settings.set('s1', 'deepgram'));
    fireEvent.change(screen.getByLabelText(/^Language/), { target: { value: 'pt-BR' } });
    expect(await screen.findByText('Deepgram will transcribe this interview in Portuguese.')).toBeTruthy();
  });

  it('imports an OHMS file as a new index and a transcript version, and says what it made', async () => {
    const services = await openEdit();
    const ohms = exportOhmsIndex({
      metadata: [IndexMetadataItemSchema.parse({ title: 'The mill', keywords: ['looms'], time: { start: 0 } })],
      transcript: {
        paragraphs: [
          {
            speaker: 'Clara',
            start: 0,
            end: 2,
            children: [{ text: 'We wove cotton', words: ['We', 'wove', 'cotton'].map((text, i) => ({ text, start: i, end: i + 0.5 })) }],
          },
        ],
      },
      record: { interviewee: 'Clara Whitfield' },
    });
    const input = screen.getByLabelText('Import an OHMS file', { selector: 'input' }) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([ohms], 'clara.xml', { type: 'application/xml' })] } });
    expect(await screen.findByText(ohmsImported(1, 1))).toBeTruthy();
    expect(services.transcripts.indexLists.get('s1')?.at(-1)?.metadata).toMatchObject([{ title: 'The mill', keywords: ['looms'] }]);
    const kept = services.versions.kept.get('s1')?.at(-1)?.transcript.paragraphs;
    expect(kept?.map((p) => [p.speaker, p.children[0]?.text])).toEqual([['Clara', 'We wove cotton']]);

    fireEvent.change(input, { target: { files: [new File(['<html></html>'], 'page.html')] } });
    expect(await screen.findByText('This file could not be read as OHMS XML.')).toBeTruthy();
  });
});
