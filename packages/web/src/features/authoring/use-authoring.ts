import { AuthoringDraftStore, authoringActors, authoringMachine, Clock, ErrorReporter, StoryApi, TranscriptApi } from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { type RefObject, useEffect, useMemo } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useOptionalService } from '../../shared/optional-service.js';

/** XState's clock (the draft's debounce), as actor options take it; tests pass a simulated one. */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

const wallClock: Clock = { now: () => Date.now() };

/**
 * Core's authoring machine for one story, its actors over the container's ports (the story, transcript and indexes
 * from the API, drafts on the device), the player moved on seek and skip, warnings to the error reporter. It starts
 * loading at once.
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
        actors: authoringActors({ stories, transcripts, drafts, clock: wall }),
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
