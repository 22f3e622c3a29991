import { assign, fromPromise, setup } from 'xstate';
import type { Clip } from '../../model/clip.schema.js';
import { CLIP_READINESS_MAX_ATTEMPTS, CLIP_READINESS_RETRY_MS } from '../../util/constants.js';

/** Whether a clip has been rendered: its thumbnail and its media both have addresses. */
export function isClipReady(clip: Pick<Clip, 'thumbnailURL' | 'archiveURL'>): boolean {
  return Boolean(clip.thumbnailURL && clip.archiveURL);
}

export interface ClipReadinessContext {
  storyId: string;
  clip: Clip;
  /** Reads made so far after the first answer. */
  attempts: number;
}

/**
 * A clip being rendered: after it is created or read, it is read again every CLIP_READINESS_RETRY_MS until its
 * thumbnail and media exist (`ready`), at most CLIP_READINESS_MAX_ATTEMPTS times (`gaveUp`). A failed read counts
 * as an attempt. `readClip` comes at wiring.
 */
export const clipReadinessMachine = setup({
  types: { context: {} as ClipReadinessContext, input: {} as { storyId: string; clip: Clip } },
  actors: {
    readClip: fromPromise<Clip, { storyId: string; clipId: string }>(async () => {
      throw new Error('readClip is provided at wiring');
    }),
  },
  guards: {
    ready: ({ context }) => isClipReady(context.clip),
    outOfAttempts: ({ context }) => context.attempts >= CLIP_READINESS_MAX_ATTEMPTS,
  },
}).createMachine({
  id: 'clipReadiness',
  context: ({ input }) => ({ storyId: input.storyId, clip: input.clip, attempts: 0 }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'ready', target: 'ready' }, { guard: 'outOfAttempts', target: 'gaveUp' }, { target: 'waiting' }],
    },
    waiting: { after: { [CLIP_READINESS_RETRY_MS]: { target: 'reading' } } },
    reading: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        src: 'readClip',
        input: ({ context }) => ({ storyId: context.storyId, clipId: context.clip._id }),
        onDone: { target: 'checking', actions: assign({ clip: ({ event }) => event.output }) },
        onError: { target: 'checking' },
      },
    },
    ready: { type: 'final' },
    gaveUp: { type: 'final' },
  },
});
