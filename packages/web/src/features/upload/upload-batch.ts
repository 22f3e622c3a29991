import type { Notice } from '@storykeep/core';
import { type StoryApi, type UploadApi, uploadBatchMachine } from '@storykeep/core';
import { type ActorOptions, type AnyActorLogic, createActor } from 'xstate';
import { inspectOption } from '../../shared/inspector.js';
import { wiredFileUploadMachine as wiredFileUpload } from '../../shared/upload-actors.js';

// The upload machines, in a chunk of their own: made when an upload page first needs the batch, not by every first page.

/** XState's clock (timeouts), as actor options take it. */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** Starts the app's one upload batch, wired to the upload and story APIs and the notices. */
export function startUploadBatch(uploads: UploadApi, stories: StoryApi, notify: (notice: Notice) => void, clock?: Clock) {
  const machine = uploadBatchMachine.provide({
    actors: { fileUpload: wiredFileUpload(uploads, stories) },
    actions: { notify: (_, notice) => notify(notice) },
  });
  return createActor(machine, { ...inspectOption(), ...(clock ? { clock } : {}) }).start();
}
