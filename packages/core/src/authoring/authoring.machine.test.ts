import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush } from '../machines/testing/flush.js';
import type { AuthoringDraftEntry } from '../model/authoring.schema.js';
import type { Index } from '../model/chapter.schema.js';
import type { Story } from '../model/story.schema.js';
import type { Paragraph, Transcript } from '../model/transcript.schema.js';
import type { IndexDeleteAnswer } from '../ports/transcript-api.port.js';
import type { TimingReport } from '../transcript/timing-diagnostics.js';
import { paragraphText } from '../transcript/tokens.js';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../util/constants.js';
import { authoringMachine, NO_TRANSCRIPT_TO_SAVE } from './authoring.machine.js';
import type { AuthoringDraftInput, AuthoringDrafts } from './authoring.types.js';

const story: Story = { _id: 's1', title: 'Interview', created_at: '2024-05-01T12:00:00.000Z', duration: 60 };
const paragraph = (text: string, start: number, speaker = 'Speaker 1'): Paragraph => {
  const words = (text ? text.split(' ') : []).map((word, i) => ({ text: word, start: start + i, end: start + i + 0.5 }));
  return { speaker, start, end: start + words.length, children: [{ text, words }] };
};
const transcript: Transcript = {
  paragraphs: [paragraph('we lived on the farm', 0), paragraph('', 10), paragraph('it was cold', 20, 'Speaker 2')],
  updated_at: '2024-05-02T12:00:00.000Z',
};
const index: Index = { _id: 'i1', title: 'Chapters', notes: '', metadata: [] };

interface Options {
  transcript?: Transcript | null;
  drafts?: AuthoringDrafts;
  deleteAnswer?: IndexDeleteAnswer;
  failSave?: boolean;
}

function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const log = {
    drafts: [] as AuthoringDraftInput[],
    cleared: 0,
    saved: [] as Paragraph[][],
    savedIndexes: [] as Index[],
    deleted: [] as string[],
    warnings: [] as string[],
    validation: [] as TimingReport[],
    seeks: [] as number[],
  };
  const machine = authoringMachine.provide({
    actors: {
      loadStory: fromPromise(async () => ({
        story,
        transcript: options.transcript === undefined ? transcript : options.transcript,
        indexes: [index],
      })),
      loadDraft: fromPromise(async (): Promise<AuthoringDrafts> => options.drafts ?? {}),
      saveDraft: fromPromise(async ({ input }: { input: AuthoringDraftInput }) => {
        log.drafts.push(input);
      }),
      clearDraft: fromPromise(async () => {
        log.cleared += 1;
      }),
      saveTranscript: fromPromise(async ({ input }: { input: { storyId: string; paragraphs: Paragraph[] } }): Promise<Transcript> => {
        if (options.failSave) throw new Error('offline');
        log.saved.push(input.paragraphs);
        return { paragraphs: input.paragraphs, updated_at: '2024-05-03T12:00:00.000Z' };
      }),
      saveIndex: fromPromise(async ({ input }: { input: { storyId: string; index: Index } }): Promise<Index> => {
        log.savedIndexes.push(input.index);
        return { ...input.index, updated_at: '2024-05-04T12:00:00.000Z' };
      }),
      createIndex: fromPromise(async (): Promise<Index> => ({ _id: 'i2', title: '', notes: '', metadata: [] })),
      deleteIndex: fromPromise(async ({ input }: { input: { storyId: string; indexId: string } }): Promise<IndexDeleteAnswer> => {
        log.deleted.push(input.indexId);
        return options.deleteAnswer ?? { status: 204, statusText: 'No Content', body: '' };
      }),
    },
    actions: {
      reportWarning: (_, params) => log.warnings.push(params.message),
      reportValidationFailure: (_, params) => log.validation.push(params.report),
      seekPlayer: (_, params) => log.seeks.push(params.seconds),
    },
  });
  const actor = createActor(machine, { clock, input: { storyId: 's1' } }).start();
  const tick = async (ms = 0) => {
    clock.increment(ms);
    await flush();
  };
  const context = () => actor.getSnapshot().context;
  return { actor, log, tick, context };
}

async function loaded(options: Options = {}) {
  const run = start(options);
  run.actor.send({ type: 'authoring.load' });
  await run.tick();
  return run;
}

const typeAt = (p: number, offset: number, text: string) =>
  ({
    type: 'authoring.edit',
    command: { type: 'typeText', range: { from: { paragraph: p, offset }, to: { paragraph: p, offset } }, text },
  }) as const;

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
    expect(paragraphText(log.drafts[0]?.paragraphs?.[0] as Paragraph)).toBe('wexy lived on the farm');
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

  it('saves the paragraphs with words, clears the unsaved flags and the draft', async () => {
    const { actor, log, tick, context } = await loaded();
    actor.send(typeAt(0, 2, 'x'));
    actor.send({ type: 'authoring.index.addSegment', indexId: 'i1', title: 'Farm' });
    actor.send({ type: 'authoring.save' });
    await tick();
    expect(log.saved).toHaveLength(1);
    expect(log.saved[0]?.map((p) => p.speaker)).toEqual(['Speaker 1', 'Speaker 2']);
    expect(log.savedIndexes.map((i) => i._id)).toEqual(['i1']);
    expect(context()).toMatchObject({ unsavedChanges: false, saveStatus: 'saved', lastSaved: '2024-05-04T12:00:00.000Z' });
    expect(context().indexes[0]?.unsaved).toBe(false);
    expect(log.cleared).toBe(1);
    await tick(DRAFT_SAVE_DEBOUNCE_MS * 4);
    expect(log.drafts).toHaveLength(0);
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

  it('restores a draft newer than the server copy and says so', async () => {
    const draftParagraphs = [paragraph('a draft text', 0)];
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
