import { describe, expect, it } from 'vitest';
import type { TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import { paragraphText } from '../transcript/tokens.js';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS, DRAFT_SAVE_DEBOUNCE_MS } from '../util/constants.js';
import { loaded, paragraph, transcript, typeAt } from './authoring-machine.test-kit.js';

const report = { valid: true, skippedWithoutWords: 0, dropped: 0, missingTimings: 0, outOfOrderTimings: 0, text: '' };
const savedAs = (version: number, changes: Extract<TranscriptPatchOutcome, { saved: true }>['changes'] = []): TranscriptPatchOutcome => ({
  saved: true,
  version,
  updated_at: '2024-05-03T12:00:00.000Z',
  report,
  changes,
  complete: true,
});
const texts = (paragraphs: readonly { children: { text: string }[] }[] | undefined) => paragraphs?.map((p) => p.children[0]?.text);

describe('authoringMachine saving', () => {
  it('saves on its own a few seconds after typing stops, not while typing', async () => {
    const { actor, log, tick, context } = await loaded();
    actor.send(typeAt(0, 2, 'x'));
    await tick(AUTOSAVE_DELAY_MS - 100);
    actor.send(typeAt(0, 3, 'y'));
    await tick(AUTOSAVE_DELAY_MS - 1);
    expect(log.saved).toHaveLength(0);
    await tick(1);
    await tick();
    expect(log.saved).toHaveLength(1);
    expect(log.saved[0]?.patch.changed.map((c) => paragraphText(c.paragraph))).toEqual(['wexy lived on the farm']);
    expect(context()).toMatchObject({ saveStatus: 'saved', unsavedChanges: false });
    await tick(AUTOSAVE_DELAY_MS * 3);
    expect(log.saved).toHaveLength(1);
  });

  it('saves what was typed during a save on its own afterwards', async () => {
    let release = () => {};
    const holdSave = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, log, tick, context } = await loaded({ holdSave });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    actor.send(typeAt(2, 0, 'So '));
    release();
    await tick();
    await tick(AUTOSAVE_DELAY_MS);
    await tick();
    expect(log.saved.map((s) => s.patch.changed.map((c) => [c.id, c.rev]))).toEqual([[['p1', 1]], [['p3', 1]]]);
    expect(log.saved[1]?.patch.version).toBe(2);
    expect(context().unsavedChanges).toBe(false);
  });

  it('gives a split-off paragraph an id of its own and saves it as new, after the paragraph it came from', async () => {
    const { actor, log, tick, context } = await loaded();
    actor.send({ type: 'authoring.edit', command: { type: 'splitParagraph', at: { paragraph: 0, offset: 8 } } });
    const ids = context().transcript?.paragraphs.map((p) => p.id);
    expect(ids?.[0]).toBe('p1');
    expect(ids?.[1]).toMatch(/^ed1-/);
    actor.send({ type: 'authoring.save' });
    await tick();
    const patch = log.saved[0]?.patch;
    expect(patch?.changed.map((c) => c.id)).toEqual(['p1']);
    expect(patch?.inserted.map((i) => [i.id, i.after, paragraphText(i.paragraph)])).toEqual([[ids?.[1], 'p1', 'on the farm']]);
    actor.send({ type: 'authoring.undo' });
    actor.send({ type: 'authoring.redo' });
    expect(context().transcript?.paragraphs.map((p) => p.id)).toEqual(ids);
  });

  it('takes in what others saved meanwhile, keeping what was typed here', async () => {
    const theirs = { ...paragraph('it was freezing', 20, 'Speaker 2', 'p3'), rev: 2 };
    const added = { ...paragraph('their new turn', 30, 'Speaker 2', 'q1'), rev: 2 };
    const answers = [
      savedAs(3, [
        { id: 'p3', rev: 2, after: 'p1', paragraph: theirs },
        { id: 'q1', rev: 2, after: 'p3', paragraph: added },
      ]),
    ];
    const { actor, tick, context } = await loaded({ answers });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(texts(context().transcript?.paragraphs)).toEqual(['wex lived on the farm', '', 'it was freezing', 'their new turn']);
    expect(context()).toMatchObject({ unsavedChanges: false, saveStatus: 'saved' });
    expect(context().serverCopy?.version).toBe(3);
  });

  it('merges on its own when a refused save and the other person’s changed different paragraphs', async () => {
    const theirs = {
      version: 2,
      paragraphs: [transcript.paragraphs[0], { ...paragraph('it was freezing', 20, 'Speaker 2', 'p3'), rev: 2 }],
    } as typeof transcript;
    const answers: TranscriptPatchOutcome[] = [{ saved: false, version: 2, conflicts: ['p3'] }];
    const { actor, log, tick, context } = await loaded({ answers, theirs });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(log.copies).toHaveLength(0);
    expect(log.saved.map((s) => [s.patch.version, s.patch.changed.map((c) => [c.id, c.rev])])).toEqual([
      [1, [['p1', 1]]],
      [2, [['p1', 1]]],
    ]);
    expect(texts(context().transcript?.paragraphs)).toEqual(['wex lived on the farm', 'it was freezing']);
    expect(context()).toMatchObject({ saveStatus: 'saved', conflict: null, unsavedChanges: false });
  });

  it('asks when both changed the same paragraph; merging keeps a copy of mine first, then theirs there and mine elsewhere', async () => {
    const theirs = {
      version: 2,
      paragraphs: [{ ...paragraph('we lived in town', 0, 'Speaker 1', 'p1'), rev: 2 }, transcript.paragraphs[2]],
    } as typeof transcript;
    const answers: TranscriptPatchOutcome[] = [{ saved: false, version: 2, conflicts: ['p1'] }];
    const { actor, log, tick, context } = await loaded({ answers, theirs });
    actor.send(typeAt(0, 2, 'x'));
    actor.send(typeAt(2, 0, 'So '));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(context().saveStatus).toBe('conflict');
    expect(context().conflict).toMatchObject({ version: 2, conflicts: ['p1'], overlapping: ['p1'] });
    await tick(AUTOSAVE_DELAY_MS * 2);
    expect(log.saved).toHaveLength(1);
    // Typing goes on while the person decides; it is in the copy kept and in the merge.
    actor.send(typeAt(2, 0, 'And '));
    actor.send({ type: 'authoring.conflict.merge' });
    await tick();
    expect(texts(log.copies[0])).toEqual(['wex lived on the farm', 'And So it was cold']);
    expect(log.saved[1]?.patch).toMatchObject({ version: 2, inserted: [], deleted: [] });
    expect(log.saved[1]?.patch.changed.map((c) => [c.id, paragraphText(c.paragraph)])).toEqual([['p3', 'And So it was cold']]);
    expect(texts(context().transcript?.paragraphs)).toEqual(['we lived in town', 'And So it was cold']);
    expect(context()).toMatchObject({ conflict: null, saveStatus: 'saved', keptCopy: { path: 'transcripts/s1/versions/mine.json' } });
  });

  it('shows theirs as it is when asked, a copy of mine kept first, with nothing left unsaved', async () => {
    const theirs = { version: 2, paragraphs: [{ ...paragraph('we lived in town', 0, 'Speaker 1', 'p1'), rev: 2 }] } as typeof transcript;
    const answers: TranscriptPatchOutcome[] = [{ saved: false, version: 2, conflicts: ['p1'] }];
    const { actor, log, tick, context } = await loaded({ answers, theirs });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    actor.send({ type: 'authoring.conflict.takeTheirs' });
    await tick();
    expect(texts(log.copies[0])).toEqual(['wex lived on the farm', 'it was cold']);
    expect(log.saved).toHaveLength(1);
    expect(texts(context().transcript?.paragraphs)).toEqual(['we lived in town']);
    expect(context()).toMatchObject({ conflict: null, unsavedChanges: false, transcriptChanged: false });
  });

  it('tries a failed save again on its own later, and saves in a way that outlives the page on leaving', async () => {
    const { actor, log, tick, context } = await loaded({ failSave: true });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect([context().saveStatus, log.attempts]).toEqual(['failed', 1]);
    await tick(AUTOSAVE_RETRY_MS - 1);
    expect(log.attempts).toBe(1);
    await tick(1);
    expect([context().saveStatus, log.attempts, context().unsavedChanges]).toEqual(['failed', 2, true]);
    const ok = await loaded();
    ok.actor.send(typeAt(0, 2, 'x'));
    ok.actor.send({ type: 'authoring.leave' });
    await ok.tick();
    expect(ok.log.saved[0]?.keepalive).toBe(true);
    expect(log.saved).toHaveLength(0);
  });

  it('restores the changes of a draft onto what the server holds now, and a paragraph both changed is refused on save', async () => {
    const first = await loaded();
    first.actor.send(typeAt(0, 2, 'x'));
    first.actor.send(typeAt(2, 0, 'So '));
    await first.tick(DRAFT_SAVE_DEBOUNCE_MS);
    const draft = first.log.drafts.at(-1)?.transcript;
    // Meanwhile someone else changed the first paragraph and added one.
    const server = {
      ...transcript,
      version: 2,
      paragraphs: [
        { ...paragraph('we lived in town', 0, 'Speaker 1', 'p1'), rev: 2 },
        transcript.paragraphs[2],
        { ...paragraph('new from them', 30, 'Speaker 2', 'q1'), rev: 2 },
      ],
    } as typeof transcript;
    const drafts = { transcripts: { id: 's1', timestamp: '2024-05-01T00:00:00.000Z', data: draft } };
    const answers: TranscriptPatchOutcome[] = [{ saved: false, version: 2, conflicts: ['p1'] }];
    const second = await loaded({ transcript: server, drafts, answers, theirs: server });
    expect(texts(second.context().transcript?.paragraphs)).toEqual(['wex lived on the farm', 'So it was cold', 'new from them']);
    expect(second.context().draftRestored).toBe(true);
    // Nothing pressed: a restored draft is saved on its own.
    await second.tick(AUTOSAVE_DELAY_MS);
    await second.tick();
    expect(second.log.saved[0]?.patch.changed.map((c) => [c.id, c.rev])).toEqual([
      ['p1', 1],
      ['p3', 1],
    ]);
    expect(second.context().conflict?.overlapping).toEqual(['p1']);
  });
});
