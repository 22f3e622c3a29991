// @vitest-environment jsdom
import { AuthoringDraftStore, messages, paragraphWords, type Story, type Transcript } from '@storykeep/core';
import { FakeAuthoringDraftStore } from '@storykeep/core/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { spokenParagraph, spokenTranscript } from '../../components/transcript/transcript.fixture.js';
import { createTestServices, renderApp, renderWithServices, settled, type TestServices } from '../../testing/test-services.fixture.js';
import { AuthoringPage } from './authoring-page.js';
import type { IndexFocus } from './indexes-panel.js';

afterEach(cleanup);

const story: Story = {
  _id: 's1',
  title: 'Clara on the weaving floor',
  created_at: '2024-05-01T12:00:00.000Z',
  project_id: 'p1',
  archiveURL: 'http://media.test/s1.mp4',
  mediaType: 'video',
  transcript: 'completed',
  duration: 30,
};

const transcript: Transcript = { ...spokenTranscript, updated_at: '2024-05-02T12:00:00.000Z' };

interface Opened {
  services: TestServices;
  drafts: FakeAuthoringDraftStore;
  asked: string[];
  router: ReturnType<typeof renderWithServices>['router'];
}

async function openEditor(
  options: { prepare?: (opened: Omit<Opened, 'router'>) => void; focus?: IndexFocus; leave?: boolean } = {},
): Promise<Opened> {
  const services = createTestServices('manager');
  services.stories.stories.set('s1', story);
  services.transcripts.transcripts.set('s1', transcript);
  services.transcripts.indexLists.set('s1', [
    {
      _id: 'i1',
      title: 'Main',
      notes: 'Recorded at home',
      metadata: [{ title: 'Mornings', synopsis: '', keywords: ['shift'], time: { start: 0 } }],
    },
  ]);
  const drafts = new FakeAuthoringDraftStore();
  services.container.bind(AuthoringDraftStore).toConstantValue(drafts);
  const asked: string[] = [];
  options.prepare?.({ services, drafts, asked });
  await settled(services);
  const confirmLeave = (message: string) => {
    asked.push(message);
    return options.leave ?? false;
  };
  const { router } = renderWithServices(
    services,
    <AuthoringPage storyId="s1" confirmLeave={confirmLeave} {...(options.focus ? { focus: options.focus } : {})} />,
    '/stories/s1/author',
  );
  await screen.findByRole('region', { name: 'Transcript editor' });
  return { services, drafts, asked, router };
}

const paragraphs = () => screen.getAllByRole('textbox', { name: /^Paragraph \d+/ });

/** Selects a range of a word span's text, as a double click or a drag would. */
function selectIn(node: Node, from: number, to: number) {
  const selection = document.getSelection();
  if (!selection) throw new Error('no selection');
  selection.setBaseAndExtent(node, from, node, to);
}

function input(target: Element, inputType: string, data: string | null = null) {
  act(() => {
    target.dispatchEvent(new InputEvent('beforeinput', { inputType, data, bubbles: true, cancelable: true }));
  });
}

function wordSpan(text: string, paragraph = -1): HTMLElement {
  const scope = paragraph < 0 ? screen.getByRole('region', { name: 'Transcript editor' }) : (paragraphs()[paragraph] as HTMLElement);
  return within(scope).getByText(text, { selector: '[data-w]' });
}

// Fluent's dialogs and the whole page render slowly on a shared two-core machine under load; the default 5 s is too tight.
// In jsdom, Fluent's focus manager (tabster) soon marks an open dialog aria-hidden, since focus never moves into it
// there; dialogs and what is in them are therefore looked up including hidden elements.
describe('AuthoringPage', { timeout: 60_000 }, () => {
  it('corrects a word by typing over it; every other word keeps its timing once saved', async () => {
    const { services } = await openEditor();
    const first = paragraphs()[0] as HTMLElement;
    first.focus();
    const opened = wordSpan('opened').firstChild as Node;
    selectIn(opened, 0, 6);
    input(first, 'insertText', 'closed');
    expect(paragraphs()[0]?.textContent).toBe('The mill closed at six every morning');
    expect(screen.getByRole('status', { name: 'Save status' }).textContent).toBe(messages.authoringUnsaved);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.transcripts.calls).toContain('savePatch:s1'));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Save status' }).textContent).toMatch(/^All changes saved at /));
    const saved = services.transcripts.transcripts.get('s1');
    const words = paragraphWords(saved?.paragraphs[0] ?? spokenParagraph('x', 0, 'x'));
    expect(words.map((w) => w.text)).toEqual(['The', 'mill', 'closed', 'at', 'six', 'every', 'morning']);
    expect(words.map((w) => w.start)).toEqual([0, 0.5, 1, 1.5, 2, 2.5, 3]);
  });

  it('splits a paragraph with Enter, merges it back with Backspace, and undoes and redoes the split', async () => {
    await openEditor();
    const first = paragraphs()[0] as HTMLElement;
    first.focus();
    const at = wordSpan('at', 0).firstChild as Node;
    selectIn(at, 0, 0);
    input(first, 'insertParagraph');
    expect(paragraphs().map((p) => p.textContent)).toEqual([
      'The mill opened',
      'at six every morning',
      'What did the mill sound like',
      'Like thunder the looms never stopped at the mill',
    ]);
    fireEvent.keyDown(first, { key: 'z', ctrlKey: true });
    expect(paragraphs()).toHaveLength(3);
    fireEvent.keyDown(first, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(paragraphs()).toHaveLength(4);
    fireEvent.keyDown(first, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(first, { key: 'y', ctrlKey: true });
    expect(paragraphs()).toHaveLength(4);
    const second = paragraphs()[1] as HTMLElement;
    second.focus();
    selectIn(wordSpan('at', 1).firstChild as Node, 0, 0);
    input(second, 'deleteContentBackward');
    expect(paragraphs()[0]?.textContent).toBe('The mill opened at six every morning');
    expect(paragraphs()).toHaveLength(3);
  });

  it('renames a speaker everywhere, or changes one paragraph', async () => {
    await openEditor();
    fireEvent.click(screen.getAllByRole('button', { name: 'Speaker Clara, change' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Speaker', hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Speaker name'), { target: { value: 'Clara Byrne' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rename everywhere', hidden: true }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Speaker Clara Byrne, change' })).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Speaker Interviewer, change' }));
    const only = await screen.findByRole('button', { name: 'This paragraph only', hidden: true });
    const again = only.closest<HTMLElement>('[role="dialog"]') as HTMLElement;
    fireEvent.change(within(again).getByLabelText('Speaker name'), { target: { value: 'Tom' } });
    fireEvent.click(within(again).getByRole('button', { name: 'This paragraph only', hidden: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Speaker Tom, change' })).toBeTruthy());
    expect(screen.getAllByRole('button', { name: 'Speaker Clara Byrne, change' })).toHaveLength(2);
  });

  it('plays and pauses with Escape, jumps 10 s with ctrl+] and ctrl+[, and a click on a word seeks', async () => {
    await openEditor();
    const player = screen.getByLabelText('Player') as HTMLVideoElement;
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Pause' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    fireEvent.keyDown(document.body, { key: ']', ctrlKey: true });
    expect(player.currentTime).toBe(10);
    fireEvent.keyDown(document.body, { key: ']', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: ']', ctrlKey: true });
    expect(player.currentTime).toBe(29);
    fireEvent.keyDown(document.body, { key: '[', ctrlKey: true });
    expect(player.currentTime).toBe(19);
    fireEvent.click(wordSpan('thunder'));
    expect(player.currentTime).toBe(20.5);
  });

  it('adds a segment at the current time with keywords, keeps segments sorted, saves them, and deletes one after asking', async () => {
    const { services } = await openEditor();
    fireEvent.keyDown(document.body, { key: ']', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add segment at current time' }));
    const segment = await screen.findByRole('group', { name: 'Segment at 00:10' });
    fireEvent.change(within(segment).getByLabelText('Title'), { target: { value: 'The looms' } });
    const keywords = within(segment).getByLabelText('Keywords');
    fireEvent.change(keywords, { target: { value: 'looms, noise' } });
    fireEvent.blur(keywords);
    const groups = screen.getAllByRole('group', { name: /^Segment at / });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(['Segment at 00:00', 'Segment at 00:10']);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.transcripts.calls).toContain('saveIndex:s1:i1'));
    const saved = services.transcripts.indexLists.get('s1')?.[0];
    expect(saved?.metadata[1]).toMatchObject({ title: 'The looms', keywords: ['looms', 'noise'], time: { start: 10 } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete Mornings' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete segment' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByRole('group', { name: /^Segment at / })).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Play from 00:10' }));
    expect((screen.getByLabelText('Player') as HTMLVideoElement).currentTime).toBe(10);
  });

  it('moves a segment by editing its start time, keeps segments sorted, and refuses text that is not a time', async () => {
    const { services } = await openEditor();
    fireEvent.keyDown(document.body, { key: ']', ctrlKey: true });
    fireEvent.click(screen.getByRole('button', { name: 'Add segment at current time' }));
    await screen.findByRole('group', { name: 'Segment at 00:10' });
    const mornings = screen.getByRole('group', { name: 'Segment at 00:00' });
    const start = within(mornings).getByLabelText('Start');
    fireEvent.change(start, { target: { value: 'soon' } });
    fireEvent.blur(start);
    expect(within(mornings).getByText('Use a time such as 1:05 or 00:01:05.500')).toBeTruthy();
    expect(screen.getAllByRole('group', { name: /^Segment at / }).map((g) => g.getAttribute('aria-label'))).toEqual([
      'Segment at 00:00',
      'Segment at 00:10',
    ]);
    fireEvent.change(start, { target: { value: '0:20' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /^Segment at / }).map((g) => g.getAttribute('aria-label'))).toEqual([
        'Segment at 00:10',
        'Segment at 00:20',
      ]),
    );
    expect(within(screen.getByRole('group', { name: 'Segment at 00:20' })).getByLabelText('Title')).toHaveProperty('value', 'Mornings');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(services.transcripts.calls).toContain('saveIndex:s1:i1'));
    const saved = services.transcripts.indexLists.get('s1')?.[0];
    expect(saved?.metadata.map((m) => [m.title, m.time.start])).toEqual([
      ['', 10],
      ['Mornings', 20],
    ]);
  });

  it('plays at the chosen speed, and follows a speed chosen in the browser player', async () => {
    await openEditor();
    const player = screen.getByLabelText('Player') as HTMLVideoElement;
    const speed = screen.getByRole('combobox', { name: 'Playback speed' }) as HTMLSelectElement;
    expect(speed.value).toBe('1');
    expect(player.playbackRate).toBe(1);
    fireEvent.change(speed, { target: { value: '1.5' } });
    await waitFor(() => expect(player.playbackRate).toBe(1.5));
    expect(speed.value).toBe('1.5');
    act(() => {
      player.playbackRate = 0.75;
      player.dispatchEvent(new Event('ratechange'));
    });
    await waitFor(() => expect(speed.value).toBe('0.75'));
  });

  it('restores a version into the editor, keeping the tools as they were through the reload', async () => {
    await openEditor({
      prepare: ({ services }) =>
        services.versions.add('s1', { paragraphs: [spokenParagraph('Clara', 0, 'An earlier telling of the mill')] }),
    });
    // What the transcription tool holds must outlive the reload (it also holds 'Transcription Completed!'), and its
    // panel stays mounted while another is shown, so a running transcription is still followed.
    fireEvent.click(screen.getByRole('tab', { name: messages.authoringToolsTab }));
    fireEvent.change(screen.getByRole('textbox', { name: /Language/ }), { target: { value: 'nl' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Versions' }));
    fireEvent.click(await screen.findByRole('button', { name: /^Restore the version of / }));
    await waitFor(() => expect(paragraphs().map((p) => p.textContent)).toEqual(['An earlier telling of the mill']));
    fireEvent.click(screen.getByRole('tab', { name: messages.authoringToolsTab }));
    expect(screen.getByRole('textbox', { name: /Language/ })).toHaveProperty('value', 'nl');
  });

  it('creates segments from pasted timecoded notes', async () => {
    await openEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Paste timecoded notes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paste timecoded notes', hidden: true });
    fireEvent.change(within(dialog).getByLabelText('Timecoded notes'), {
      target: { value: '00:00:20 Thunder\nThe looms never stopped\n\n00:00:05 Early start' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add segments', hidden: true }));
    await waitFor(() =>
      expect(screen.getAllByRole('group', { name: /^Segment at / }).map((g) => g.getAttribute('aria-label'))).toEqual([
        'Segment at 00:00',
        'Segment at 00:05',
        'Segment at 00:20',
      ]),
    );
  });

  it('saves before leaving and goes without asking; asks only when that save fails, and stays when the answer is no', async () => {
    const { asked, router, services } = await openEditor();
    fireEvent.change(screen.getByLabelText('Index title'), { target: { value: 'Main index' } });
    await act(() => router.navigate('/projects/p1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/projects/p1'));
    expect(asked).toEqual([]);
    expect(services.transcripts.indexLists.get('s1')?.[0]?.title).toBe('Main index');
    await act(() => router.navigate('/stories/s1/author'));
    await screen.findByRole('region', { name: 'Transcript editor' });
    services.transcripts.failing.add('s1');
    fireEvent.change(screen.getByLabelText('Index title'), { target: { value: 'Main index, again' } });
    await act(() => router.navigate('/projects/p1'));
    await waitFor(() => expect(asked).toEqual([messages.leaveWithUnsavedChanges]));
    expect(router.state.location.pathname).toBe('/stories/s1/author');
    await act(() => router.navigate('/stories/s1/author/i1/notes'));
    expect(asked).toHaveLength(1);
  });

  it('saves at once on ctrl+S, instead of the browser saving the page', async () => {
    const { services } = await openEditor();
    fireEvent.change(screen.getByLabelText('Index title'), { target: { value: 'Saved by key' } });
    const pressed = fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    expect(pressed).toBe(false);
    await waitFor(() => expect(services.transcripts.indexLists.get('s1')?.[0]?.title).toBe('Saved by key'));
  });

  it('when someone else saved the same paragraph, shows both and merges, a copy of mine kept first; nothing typed is lost', async () => {
    const { services } = await openEditor();
    const first = paragraphs()[0] as HTMLElement;
    first.focus();
    selectIn(wordSpan('opened').firstChild as Node, 0, 6);
    input(first, 'insertText', 'closed');
    const third = paragraphs()[2] as HTMLElement;
    third.focus();
    selectIn(wordSpan('thunder').firstChild as Node, 0, 7);
    input(third, 'insertText', 'rain');
    // Someone else saves the first paragraph meanwhile.
    const theirs = (await services.transcripts.get('s1'))?.paragraphs[0];
    const other = await services.transcripts.savePatch('s1', {
      version: 1,
      changed: [{ id: theirs?.id ?? '', rev: 1, paragraph: spokenParagraph('Clara', 0, 'The mill started at six every morning') }],
      inserted: [],
      deleted: [],
    });
    expect(other.saved).toBe(true);
    fireEvent.keyDown(document.body, { key: 's', ctrlKey: true });
    const bar = await screen.findByRole('alert');
    expect(bar.textContent).toContain(messages.authoringConflict);
    fireEvent.click(within(bar).getByRole('button', { name: messages.authoringConflictSee }));
    const comparison = await screen.findByRole('dialog', { name: messages.authoringConflictSee, hidden: true });
    expect(within(comparison).getByText('The mill started at six every morning')).toBeTruthy();
    expect(within(comparison).getByText('The mill closed at six every morning')).toBeTruthy();
    fireEvent.click(within(comparison).getByRole('button', { name: messages.authoringConflictMerge, hidden: true }));
    await screen.findByText(messages.authoringCopyKept);
    expect(services.versions.calls).toContain('copy:s1');
    const copy = services.versions.kept
      .get('s1')
      ?.at(-1)
      ?.transcript.paragraphs.map((p) => p.children[0]?.text);
    expect(copy).toEqual([
      'The mill closed at six every morning',
      'What did the mill sound like',
      'Like rain the looms never stopped at the mill',
    ]);
    await waitFor(() =>
      expect(services.transcripts.transcripts.get('s1')?.paragraphs.map((p) => p.children[0]?.text)).toEqual([
        'The mill started at six every morning',
        'What did the mill sound like',
        'Like rain the looms never stopped at the mill',
      ]),
    );
    expect(paragraphs()[0]?.textContent).toBe('The mill started at six every morning');
  });

  it('shows a slim header: the way back to the interview, the title, the save state and export', async () => {
    await openEditor();
    const header = screen.getByRole('region', { name: 'Editor header' });
    expect(within(header).getByRole('link', { name: messages.authoringBackToInterview }).getAttribute('href')).toBe(
      '/projects/p1/stories/s1/hub',
    );
    expect(within(header).getByRole('heading', { level: 1 }).textContent).toBe('Clara on the weaving floor');
    expect(within(header).getByRole('status', { name: 'Save status' })).toBeTruthy();
    expect(within(header).getByRole('button', { name: /Export/ })).toBeTruthy();
    expect(within(header).queryByRole('radiogroup')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: messages.authoringToolsTab }));
    const tools = screen.getByRole('tabpanel', { name: messages.authoringToolsTab });
    expect(within(tools).getByRole('radiogroup', { name: 'Layout' })).toBeTruthy();
    expect(within(tools).getByRole('button', { name: 'Regenerate transcript' })).toBeTruthy();
  });

  it('keeps a draft on the device after a change, and clears it once the server has everything', async () => {
    const { drafts } = await openEditor();
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'Recorded at home, in the kitchen' } });
    await waitFor(async () => expect(await drafts.get('indexes', 's1')).toBeDefined());
    expect(await drafts.get('transcripts', 's1')).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await drafts.get('indexes', 's1')).toBeUndefined());
    expect(screen.getByRole('status', { name: 'Save status' }).textContent).toMatch(/^All changes saved at /);
  });

  it('says when a save failed, and keeps the changes unsaved', async () => {
    const { services } = await openEditor();
    fireEvent.change(screen.getByLabelText('Index title'), { target: { value: 'Main index' } });
    services.transcripts.failing.add('s1');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'Save status' }).textContent).toBe(messages.someChangesNotSaved));
    expect(services.transcripts.indexLists.get('s1')?.[0]?.title).toBe('Main');
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
  });

  it('tells the person when it restored a draft newer than the server copy', async () => {
    const newer = { paragraphs: [spokenParagraph('Clara', 0, 'A draft kept on the device')] };
    await openEditor({
      prepare: ({ drafts }) => {
        void drafts.put('transcripts', { id: 's1', timestamp: '2030-01-01T00:00:00.000Z', data: newer.paragraphs });
      },
    });
    expect(screen.getByText(messages.authoringDraftRestored)).toBeTruthy();
    expect(paragraphs().map((p) => p.textContent)).toEqual(['A draft kept on the device']);
    expect(screen.getByRole('status', { name: 'Save status' }).textContent).toBe(messages.authoringUnsaved);
  });

  it('opens the notes of the index a notes route names', async () => {
    await openEditor({ focus: { indexId: 'i1', part: 'notes' } });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Notes')));
  });

  it('is the page of the author routes: the notes route of an index opens the editor on those notes', async () => {
    const services = createTestServices('manager');
    services.stories.stories.set('s1', story);
    services.transcripts.transcripts.set('s1', transcript);
    services.transcripts.indexLists.set('s1', [{ _id: 'i1', title: 'Main', notes: 'Recorded at home', metadata: [] }]);
    services.container.bind(AuthoringDraftStore).toConstantValue(new FakeAuthoringDraftStore());
    await settled(services);
    renderApp(services, '/stories/s1/author/i1/notes');
    expect(await screen.findByRole('region', { name: 'Transcript editor' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Notes')));
  });
});
