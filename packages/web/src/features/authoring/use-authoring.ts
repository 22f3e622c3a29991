import {
  type AuthoringDraftInput,
  AuthoringDraftStore,
  type AuthoringDrafts,
  authoringMachine,
  Clock,
  ErrorReporter,
  type Index,
  type Paragraph,
  StoryApi,
  TranscriptApi,
} from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import { type ActorOptions, type AnyActorLogic, fromPromise } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useOptionalService } from '../../shared/optional-service.js';

/** XState's clock (the draft's debounce), as actor options take it; tests pass a simulated one. */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

const wallClock: Clock = { now: () => Date.now() };

/** Writes what changed to the device, stamped now, each kind on its own. */
async function writeDraft(store: AuthoringDraftStore, clock: Clock, input: AuthoringDraftInput): Promise<void> {
  const timestamp = new Date(clock.now()).toISOString();
  const writes: Promise<void>[] = [];
  if (input.paragraphs) writes.push(store.put('transcripts', { id: input.storyId, timestamp, data: input.paragraphs }));
  if (input.indexes) writes.push(store.put('indexes', { id: input.storyId, timestamp, data: input.indexes }));
  await Promise.all(writes);
}

/**
 * Core's authoring machine for one story, its actors supplied from the container: the story, transcript and indexes
 * from the API, the drafts from the device, saves to the server, the player moved on seek and skip. It starts loading
 * at once.
 */
export function useAuthoring(storyId: string, media: RefObject<HTMLMediaElement | null>, clock?: MachineClock) {
  const stories = useService<StoryApi>(StoryApi);
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const drafts = useService<AuthoringDraftStore>(AuthoringDraftStore);
  const wall = useOptionalService<Clock>(Clock) ?? wallClock;
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const machine = useMemo(
    () =>
      authoringMachine.provide({
        actors: {
          loadStory: fromPromise(async ({ input }: { input: { storyId: string } }) => {
            const [story, transcript, indexes] = await Promise.all([
              stories.get(input.storyId),
              transcripts.get(input.storyId),
              transcripts.indexes(input.storyId),
            ]);
            return { story, transcript, indexes };
          }),
          loadDraft: fromPromise(async ({ input }: { input: { storyId: string } }): Promise<AuthoringDrafts> => {
            const [saved, indexes] = await Promise.all([drafts.get('transcripts', input.storyId), drafts.get('indexes', input.storyId)]);
            return { transcripts: saved, indexes };
          }),
          saveDraft: fromPromise(({ input }: { input: AuthoringDraftInput }) => writeDraft(drafts, wall, input)),
          clearDraft: fromPromise(async ({ input }: { input: { storyId: string } }) => {
            await Promise.all([drafts.delete('transcripts', input.storyId), drafts.delete('indexes', input.storyId)]);
          }),
          saveTranscript: fromPromise(({ input }: { input: { storyId: string; paragraphs: Paragraph[] } }) =>
            transcripts.save(input.storyId, input.paragraphs),
          ),
          saveIndex: fromPromise(({ input }: { input: { storyId: string; index: Index } }) =>
            transcripts.saveIndex(input.storyId, input.index),
          ),
          createIndex: fromPromise(({ input }: { input: { storyId: string; title?: string } }) =>
            transcripts.createIndex(input.storyId, input.title === undefined ? {} : { title: input.title }),
          ),
          deleteIndex: fromPromise(({ input }: { input: { storyId: string; indexId: string } }) =>
            transcripts.deleteIndex(input.storyId, input.indexId),
          ),
        },
        actions: {
          seekPlayer: (_, { seconds }) => {
            if (media.current) media.current.currentTime = seconds;
          },
          reportWarning: (_, { message }) => reporter?.captureMessage(message),
          reportValidationFailure: (_, { storyId: id, report }) =>
            reporter?.captureMessage('Transcript saved with timing problems', { extra: { storyId: id, report } }),
        },
      }),
    [stories, transcripts, drafts, wall, reporter, media],
  );
  const actor = useActorRef(machine, { ...inspectOption(), input: { storyId }, ...(clock ? { clock } : {}) });
  useEffect(() => {
    actor.send({ type: 'authoring.load' });
  }, [actor]);
  return actor;
}

/** The running authoring machine a page reads with selectors. */
export type AuthoringActor = ReturnType<typeof useAuthoring>;
