// @vitest-environment jsdom
import { paragraphWords } from '@storykeep/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenTranscript } from '../../../components/transcript/transcript.fixture.js';
import { createTestServices, renderWithServices, settled } from '../../../testing/test-services.fixture.js';
import { ImportTranscriptDialog } from './import-transcript-dialog.js';

afterEach(cleanup);

async function openDialog() {
  const services = createTestServices('manager');
  services.transcripts.transcripts.set('s1', spokenTranscript);
  await settled(services);
  let imported = 0;
  renderWithServices(services, <ImportTranscriptDialog storyId="s1" onImported={() => imported++} />);
  fireEvent.click(screen.getByRole('button', { name: 'Import a typed transcript' }));
  await screen.findByRole('dialog', { hidden: true });
  return { services, imported: () => imported };
}

/** A transcript without what storing it adds (paragraph ids and revisions, the version), to compare what it says. */
function content(transcript: unknown): unknown {
  return JSON.parse(JSON.stringify(transcript, (key, value) => (key === 'id' || key === 'rev' || key === 'version' ? undefined : value)));
}

describe('ImportTranscriptDialog', () => {
  it('times pasted plain text on the recognised words, keeps the old transcript and saves the new one', async () => {
    const { services, imported } = await openDialog();
    const typed = 'Clara: The mill opened at seven every morning\nInterviewer: What did the mill sound like';
    fireEvent.change(screen.getByRole('textbox', { name: 'Typed transcript' }), { target: { value: typed } });
    expect(screen.getByText(/Read as plain text/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import', hidden: true }));
    await waitFor(() => expect(imported()).toBe(1));
    const saved = services.transcripts.transcripts.get('s1');
    const words = saved?.paragraphs.flatMap((p) => paragraphWords(p)) ?? [];
    expect(words.map((w) => w.text).join(' ')).toBe('The mill opened at seven every morning What did the mill sound like');
    for (const word of words) expect(word.end).toBeGreaterThan(word.start);
    expect(words.find((w) => w.text === 'opened')?.start).toBe(1);
    expect(saved?.paragraphs.map((p) => p.speaker)).toEqual(['Clara', 'Interviewer']);
    expect(services.versions.calls).toContain('keep:s1');
    expect(content(services.versions.kept.get('s1')?.[0]?.transcript)).toEqual(content(spokenTranscript));
  });

  it('reads a chosen .srt file by its extension and keeps the cue times', async () => {
    const { services, imported } = await openDialog();
    const srt = '1\n00:00:30,000 --> 00:00:32,000\nA new passage here\n';
    const file = new File([srt], 'typed.srt', { type: 'application/x-subrip' });
    fireEvent.change(screen.getByLabelText('Choose a .txt, .srt or .vtt file'), { target: { files: [file] } });
    await screen.findByText(/Read as SRT/);
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Typed transcript' }) as HTMLTextAreaElement).value).toBe(srt));
    fireEvent.click(screen.getByRole('button', { name: 'Import', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    expect(imported()).toBe(1);
    const words = services.transcripts.transcripts.get('s1')?.paragraphs.flatMap((p) => paragraphWords(p)) ?? [];
    expect(words.map((w) => w.text)).toEqual(['A', 'new', 'passage', 'here']);
    expect(words[0]?.start).toBeGreaterThanOrEqual(30);
    expect(words.at(-1)?.end).toBeLessThanOrEqual(32);
  });

  it('keeps the dialog open and changes nothing when the save fails', async () => {
    const { services, imported } = await openDialog();
    services.versions.failing.add('s1');
    fireEvent.change(screen.getByRole('textbox', { name: 'Typed transcript' }), { target: { value: 'Some words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import', hidden: true }));
    expect(await screen.findByText('keep failed')).toBeTruthy();
    expect(imported()).toBe(0);
    expect(content(services.transcripts.transcripts.get('s1'))).toEqual(content(spokenTranscript));
  });
});
