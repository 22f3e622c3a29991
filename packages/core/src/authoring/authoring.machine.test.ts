import { describe, expect, it } from 'vitest';
import type { AuthoringDraftEntry } from '../model/authoring.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import { paragraphText } from '../transcript/tokens.js';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../util/constants.js';
import { NO_TRANSCRIPT_TO_SAVE } from './authoring.machine.js';
import { index, loaded, paragraph, start, transcript, typeAt } from './authoring-machine.test-kit.js';

describe('authoringMachine', () => {
  it('starts with playback rate 1, the thumbnail shown and nothing unsaved', () => {
    const { context } = start();
    expect(context()).toMatchObject({ playbackRate: 1, playing: false, thumbnailVisible: true, unsavedChanges: false, saveStatus: 'idle' });
  });

  it('loads the story, transcript and indexes, and takes the duration from the story', async () => {
    const { actor, context } = await loaded();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(context().transcript).toBe(transcript);
    expect(context().indexes).toEqual([index]);
    expect(context().duration).toBe(60);
    expect(context().draftRestored).toBe(false);
  });

  it('reads the device drafts while the server copy is still on its way, and opens once both are in', async () => {
    let release = () => {};
    const holdStory = new Promise<void>((resolve) => {
      release = resolve;
    });
    const draftParagraphs = [paragraph('typed before the page closed', 0, 'Speaker 1', 'p1')];
    const entry: AuthoringDraftEntry = { id: 's1', timestamp: '2024-05-03T00:00:00.000Z', data: draftParagraphs };
    const { actor, log, tick, context } = await loaded({ holdStory, drafts: { transcripts: entry } });
    expect(log.draftReads).toBe(1);
    expect(actor.getSnapshot().matches('ready')).toBe(false);
    release();
    await tick();
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(context().transcript?.paragraphs).toEqual(draftParagraphs);
    expect(context()).toMatchObject({ draftRestored: true, deviceDrafts: null });
  });

  it('opens the server copy when the device drafts cannot be read', async () => {
    const { actor, context } = await loaded({ failDraftRead: true });
    expect(actor.getSnapshot().matches('ready')).toBe(true);
    expect(context().transcript).toBe(transcript);
    expect(context().draftRestored).toBe(false);
  });

  it('fails the opening when the server cannot be read, even with the drafts read', async () => {
    const { actor, log } = await loaded({ failStory: true });
    expect(log.draftReads).toBe(1);
    expect(actor.getSnapshot().matches('loadFailed')).toBe(true);
  });

  it('hides the thumbnail when playing, and toggles playback', async () => {
    const { actor, context } = await loaded();
    actor.send({ type: 'authoring.togglePlayback' });
    expect(context()).toMatchObject({ playing: true, thumbnailVisible: false });
    actor.send({ type: 'authoring.togglePlayback' });
    expect(context().playing).toBe(false);
    actor.send({ type: 'authoring.toggle', flag: 'thumbnailVisible' });
    actor.send({ type: 'authoring.play' });
    expect(context().thumbnailVisible).toBe(false);
  });

  it('clamps skip and seek to [0, duration − 1] and moves the player', async () => {
    const { actor, context, log } = await loaded();
    actor.send({ type: 'authoring.skip', seconds: -10 });
    expect(context().progressSeconds).toBe(0);
    actor.send({ type: 'authoring.progress', seconds: 55 });
    actor.send({ type: 'authoring.skip', seconds: 10 });
    expect(context().progressSeconds).toBe(59);
    actor.send({ type: 'authoring.seek', seconds: 12.5 });
    expect(context().progressSeconds).toBe(12.5);
    expect(log.seeks).toEqual([0, 59, 12.5]);
  });

  it('ignores a playback rate that is not positive', async () => {
    const { actor, context } = await loaded();
    actor.send({ type: 'authoring.setRate', rate: 1.5 });
    actor.send({ type: 'authoring.setRate', rate: 0 });
    expect(context().playbackRate).toBe(1.5);
  });

  it('writes the draft 250 ms after the last change, not before', async () => {
    const { actor, log, tick, context } = await loaded();
    actor.send(typeAt(0, 2, 'x'));
    expect(context().unsavedChanges).toBe(true);
    await tick(DRAFT_SAVE_DEBOUNCE_MS - 50);
    actor.send(typeAt(0, 3, 'y'));
    await tick(DRAFT_SAVE_DEBOUNCE_MS - 1);
    expect(log.drafts).toHaveLength(0);
    await tick(1);
    expect(log.drafts).toHaveLength(1);
    const draft = log.drafts[0]?.transcript;
    expect(draft?.version).toBe(1);
    expect(draft?.patch.changed.map((c) => [c.id, c.rev, paragraphText(c.paragraph)])).toEqual([['p1', 1, 'wexy lived on the farm']]);
    expect(log.drafts[0]?.indexes).toBeUndefined();
  });

  it('undoes and redoes edits exactly', async () => {
    const { actor, context } = await loaded();
    actor.send(typeAt(0, 2, 'x'));
    const edited = context().transcript;
    actor.send({ type: 'authoring.undo' });
    expect(context().transcript).toBe(transcript);
    actor.send({ type: 'authoring.redo' });
    expect(context().transcript).toBe(edited);
  });

  it('pauses playback on an edit when pause-while-typing is on', async () => {
    const { actor, context } = await loaded();
    actor.send({ type: 'authoring.toggle', flag: 'pauseWhileTyping' });
    actor.send({ type: 'authoring.play' });
    actor.send(typeAt(0, 0, 'a'));
    expect(context().playing).toBe(false);
  });

  it('saves only the changed paragraph with the version it started from, clears the unsaved flags and the draft', async () => {
    const { actor, log, tick, context } = await loaded();
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.index.addSegment', indexId: 'i1', title: 'Farm' });
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(log.saved).toHaveLength(1);
    expect(log.saved[0]?.patch).toMatchObject({ version: 1, inserted: [], deleted: [] });
    expect(log.saved[0]?.patch.changed.map((c) => c.id)).toEqual(['p1']);
    expect(log.saved[0]?.keepalive).toBe(false);
    expect(context().serverCopy?.version).toBe(2);
    expect(log.savedIndexes.map((i) => i._id)).toEqual(['i1']);
    expect(context()).toMatchObject({ unsavedChanges: false, saveStatus: 'saved', lastSaved: '2024-05-04T12:00:00.000Z' });
    expect(context().indexes[0]?.unsaved).toBe(false);
    expect(log.cleared).toBe(1);
    await tick(DRAFT_SAVE_DEBOUNCE_MS * 4);
    expect(log.drafts).toHaveLength(0);
  });

  it('keeps an edit made while a save was under way unsaved, and its draft', async () => {
    let release = () => {};
    const holdSave = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { actor, log, tick, context } = await loaded({ holdSave });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(context().saveStatus).toBe('saving');
    actor.send(typeAt(0, 0, 'So '));
    release();
    await tick();
    expect(context()).toMatchObject({ saveStatus: 'saved', unsavedChanges: true, transcriptChanged: true });
    expect(log.cleared).toBe(0);
    await tick(DRAFT_SAVE_DEBOUNCE_MS);
    const changed = log.drafts.at(-1)?.transcript?.patch.changed[0];
    expect([changed?.rev, paragraphText(changed?.paragraph as Paragraph)]).toEqual([2, 'So wex lived on the farm']);
  });

  it('keeps the changes unsaved when the save fails', async () => {
    const { actor, log, tick, context } = await loaded({ failSave: true });
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(context()).toMatchObject({ unsavedChanges: true, saveStatus: 'failed' });
    expect(log.cleared).toBe(0);
  });

  it('still sends an invalid transcript and reports it as a validation failure', async () => {
    const bad: Transcript = {
      paragraphs: [
        {
          ...paragraph('a b', 5),
          children: [
            {
              text: 'a b',
              words: [
                { text: 'a', start: 5, end: 4 },
                { text: 'b', start: 3, end: 6 },
              ],
            },
          ],
        },
      ],
    };
    const { actor, log, tick } = await loaded({ transcript: bad });
    actor.send(typeAt(0, 3, 'c'));
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(log.validation).toHaveLength(1);
    expect(log.validation[0]?.total).toBeGreaterThan(0);
    expect(log.saved).toHaveLength(1);
  });

  it('skips the transcript save with a warning when no transcript is loaded', async () => {
    const { actor, log, tick, context } = await loaded({ transcript: null });
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(log.warnings).toEqual([NO_TRANSCRIPT_TO_SAVE]);
    expect(log.saved).toHaveLength(0);
    expect(context().saveStatus).toBe('saved');
  });

  it('keeps index segments sorted by start', async () => {
    const { actor, context } = await loaded();
    actor.send({ type: 'authoring.progress', seconds: 30 });
    actor.send({ type: 'authoring.index.addSegment', indexId: 'i1', title: 'Late' });
    actor.send({ type: 'authoring.progress', seconds: 5 });
    actor.send({ type: 'authoring.index.addSegment', indexId: 'i1', title: 'Early' });
    actor.send({ type: 'authoring.index.updateSegment', indexId: 'i1', segment: 0, changes: { start: 40 } });
    expect(context().indexes[0]?.metadata.map((m) => [m.title, m.time.start])).toEqual([
      ['Late', 30],
      ['Early', 40],
    ]);
    expect(context().indexes[0]?.unsaved).toBe(true);
    expect(context().unsavedChanges).toBe(true);
  });

  it('adds the segments of pasted timecoded notes', async () => {
    const { actor, context } = await loaded();
    actor.send({ type: 'authoring.index.pasteNotes', indexId: 'i1', text: '[00:05:00] Army\nDrafted in 1942\n\n[00:01:00] Childhood' });
    expect(context().indexes[0]?.metadata.map((m) => [m.title, m.time.start])).toEqual([
      ['Childhood', 60],
      ['Army', 300],
    ]);
  });

  it('removes an index deleted with 204', async () => {
    const { actor, tick, context } = await loaded();
    actor.send({ type: 'authoring.index.delete', indexId: 'i1' });
    await tick();
    expect(context().indexes).toEqual([]);
    expect(context().error).toBeNull();
  });

  it('keeps the index and shows the catalogue error when the delete answers anything but 204', async () => {
    const { actor, tick, context } = await loaded({ deleteAnswer: { status: 200, statusText: 'OK', body: '{"deleted":false}' } });
    actor.send({ type: 'authoring.index.delete', indexId: 'i1' });
    await tick();
    expect(context().indexes).toHaveLength(1);
    expect(context().error).toBe('Error deleting index i1: OK {"deleted":false}');
  });

  it('restores a draft of whole paragraphs (an earlier editor’s) newer than the server copy and says so', async () => {
    const draftParagraphs = [paragraph('a draft text', 0, 'Speaker 1', 'p1')];
    const entry: AuthoringDraftEntry = { id: 's1', timestamp: '2024-05-03T00:00:00.000Z', data: draftParagraphs };
    const { context } = await loaded({ drafts: { transcripts: entry } });
    expect(context().transcript?.paragraphs).toEqual(draftParagraphs);
    expect(context()).toMatchObject({ draftRestored: true, unsavedChanges: true, transcriptChanged: true });
  });

  it('ignores a draft older than the server copy', async () => {
    const entry: AuthoringDraftEntry = { id: 's1', timestamp: '2024-05-01T00:00:00.000Z', data: [paragraph('old', 0)] };
    const { context } = await loaded({ drafts: { transcripts: entry } });
    expect(context().transcript).toBe(transcript);
    expect(context().draftRestored).toBe(false);
  });

  it('creates an index', async () => {
    const { actor, tick, context } = await loaded();
    actor.send({ type: 'authoring.index.create' });
    await tick();
    expect(context().indexes.map((i) => i._id)).toEqual(['i1', 'i2']);
  });
});
