import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { flush } from '../machines/testing/flush.js';
import type { Index } from '../model/chapter.schema.js';
import type { Story } from '../model/story.schema.js';
import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import type { IndexDeleteAnswer, TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import type { TimingReport } from '../transcript/timing-diagnostics.js';
import { authoringMachine } from './authoring.machine.js';
import type { AuthoringDraftInput, AuthoringDrafts, SaveTranscriptInput } from './authoring.types.js';

// The authoring machine with fake actors on a simulated clock, for its tests.
export const story: Story = { _id: 's1', title: 'Interview', created_at: '2024-05-01T12:00:00.000Z', duration: 60 };
export const paragraph = (text: string, start: number, speaker = 'Speaker 1', id?: string): Paragraph => {
  const words = (text ? text.split(' ') : []).map((word, i) => ({ text: word, start: start + i, end: start + i + 0.5 }));
  return { ...(id ? { id, rev: 1 } : {}), speaker, start, end: start + words.length, children: [{ text, words }] };
};
// As the server answers it: a version, and an id and revision on every paragraph.
export const transcript: Transcript = {
  paragraphs: [
    paragraph('we lived on the farm', 0, 'Speaker 1', 'p1'),
    paragraph('', 10, 'Speaker 1', 'p2'),
    paragraph('it was cold', 20, 'Speaker 2', 'p3'),
  ],
  updated_at: '2024-05-02T12:00:00.000Z',
  version: 1,
};
export const index: Index = { _id: 'i1', title: 'Chapters', notes: '', metadata: [] };

export interface Options {
  /** Holds the transcript save until the test releases it. */
  holdSave?: Promise<void>;
  transcript?: Transcript | null;
  drafts?: AuthoringDrafts;
  deleteAnswer?: IndexDeleteAnswer;
  failSave?: boolean;
  /** The answers the first saves get, in order (then: saved, nobody else saved). */
  answers?: TranscriptPatchOutcome[];
  /** What reading the server's transcript answers (after a stale save). */
  theirs?: Transcript;
  /** Holds the server's answer to the opening read until the test releases it. */
  holdStory?: Promise<void>;
  failStory?: boolean;
  failDraftRead?: boolean;
}

export function start(options: Options = {}) {
  const clock = new SimulatedClock();
  const log = {
    drafts: [] as AuthoringDraftInput[],
    cleared: 0,
    saved: [] as SaveTranscriptInput[],
    /** Every save tried, failed ones included. */
    attempts: 0,
    copies: [] as Paragraph[][],
    savedIndexes: [] as Index[],
    deleted: [] as string[],
    warnings: [] as string[],
    validation: [] as TimingReport[],
    seeks: [] as number[],
    draftReads: 0,
  };
  const machine = authoringMachine.provide({
    actors: {
      loadStory: fromPromise(async () => {
        if (options.holdStory) await options.holdStory;
        if (options.failStory) throw new Error('offline');
        return { story, transcript: options.transcript === undefined ? transcript : options.transcript, indexes: [index] };
      }),
      loadDraft: fromPromise(async (): Promise<AuthoringDrafts> => {
        log.draftReads += 1;
        if (options.failDraftRead) throw new Error('IndexedDB unavailable');
        return options.drafts ?? {};
      }),
      saveDraft: fromPromise(async ({ input }: { input: AuthoringDraftInput }) => {
        log.drafts.push(input);
      }),
      clearDraft: fromPromise(async () => {
        log.cleared += 1;
      }),
      saveTranscript: fromPromise(async ({ input }: { input: SaveTranscriptInput }): Promise<TranscriptPatchOutcome> => {
        log.attempts += 1;
        if (options.failSave) throw new Error('offline');
        if (options.holdSave) await options.holdSave;
        log.saved.push(input);
        const answer = options.answers?.shift();
        if (answer) return answer;
        const report = { valid: true, skippedWithoutWords: 0, dropped: 0, missingTimings: 0, outOfOrderTimings: 0, text: '' };
        return {
          saved: true,
          version: input.patch.version + 1,
          updated_at: '2024-05-03T12:00:00.000Z',
          report,
          changes: [],
          complete: true,
        };
      }),
      loadTheirs: fromPromise(async (): Promise<Transcript | null> => options.theirs ?? null),
      keepCopy: fromPromise(async ({ input }: { input: { storyId: string; paragraphs: Paragraph[] } }): Promise<TranscriptVersion> => {
        log.copies.push(input.paragraphs);
        return { path: 'transcripts/s1/versions/mine.json', created_at: '2024-05-03T12:00:00.000Z' };
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
  const actor = createActor(machine, { clock, input: { storyId: 's1', idSeed: 'ed1' } }).start();
  const tick = async (ms = 0) => {
    clock.increment(ms);
    await flush();
  };
  const context = () => actor.getSnapshot().context;
  return { actor, log, tick, context };
}

export async function loaded(options: Options = {}) {
  const run = start(options);
  run.actor.send({ type: 'authoring.load' });
  await run.tick();
  return run;
}

export const typeAt = (p: number, offset: number, text: string) =>
  ({
    type: 'authoring.edit',
    command: { type: 'typeText', range: { from: { paragraph: p, offset }, to: { paragraph: p, offset } }, text },
  }) as const;
