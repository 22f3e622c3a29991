import {
  AuthoringDraftStore,
  authoringActors,
  authoringMachine,
  Clock,
  ErrorReporter,
  StoryApi,
  TranscriptApi,
  TranscriptVersionApi,
} from '@storykeep/core';
import { useActorRef } from '@xstate/react';
import { type RefObject, useEffect, useMemo, useState } from 'react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { useService } from '../../shared/container-context.js';
import { inspectOption } from '../../shared/inspector.js';
import { useOptionalService } from '../../shared/optional-service.js';

/** XState's clock (the draft's debounce), as actor options take it; tests pass a simulated one. */
export type MachineClock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

const wallClock: Clock = { now: () => Date.now() };

/** A prefix for the ids of paragraphs made in this editor, random so that no two editors make the same id. */
function newIdSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  return Array.from(bytes, (byte) => (byte % 36).toString(36)).join('');
}

/**
 * Core's authoring machine for one story, its actors over the container's ports (the story, transcript and indexes
 * from the API, drafts on the device), the player moved on seek and skip, warnings to the error reporter. It starts
 * loading at once.
 */
export function useAuthoring(storyId: string, media: RefObject<HTMLMediaElement | null>, clock?: MachineClock) {
  const stories = useService<StoryApi>(StoryApi);
  const transcripts = useService<TranscriptApi>(TranscriptApi);
  const versions = useService<TranscriptVersionApi>(TranscriptVersionApi);
  const drafts = useService<AuthoringDraftStore>(AuthoringDraftStore);
  const wall = useOptionalService<Clock>(Clock) ?? wallClock;
  const reporter = useOptionalService<ErrorReporter>(ErrorReporter);
  const machine = useMemo(
    () =>
      authoringMachine.provide({
        actors: authoringActors({ stories, transcripts, versions, drafts, clock: wall }),
        actions: {
          seekPlayer: (_, { seconds }) => {
            if (media.current) media.current.currentTime = seconds;
          },
          reportWarning: (_, { message }) => reporter?.captureMessage(message),
          reportValidationFailure: (_, { storyId: id, report }) =>
            reporter?.captureMessage('Transcript saved with timing problems', { extra: { storyId: id, report } }),
        },
      }),
    [stories, transcripts, versions, drafts, wall, reporter, media],
  );
  const [idSeed] = useState(newIdSeed);
  const actor = useActorRef(machine, { ...inspectOption(), input: { storyId, idSeed }, ...(clock ? { clock } : {}) });
  useEffect(() => {
    actor.send({ type: 'authoring.load' });
  }, [actor]);
  return actor;
}

/** The running authoring machine a page reads with selectors. */
export type AuthoringActor = ReturnType<typeof useAuthoring>;
