import { assign, enqueueActions, raise } from 'xstate';
import { messages } from '../messages/catalogue.js';
import type { Transcript } from '../model/transcript.schema.js';
import type { TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import { diagnoseTimings } from '../transcript/timing-diagnostics.js';
import { diffTranscript, paragraphContent } from '../transcript/transcript-patch.js';
import { paragraphsToSave } from '../transcript/versions.js';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS } from '../util/constants.js';
import { authoringSetup, firstUnsaved, NO_TRANSCRIPT_TO_SAVE } from './authoring.setup.js';
import type { AuthoringContext } from './authoring.types.js';
import { hasUnsaved, latestTime } from './authoring-context.js';
import { afterSaved, mergedWithTheirs, overlapWithTheirs, tookTheirs, withParagraphIds } from './authoring-save.js';

// Saving, as the authoring machine does it: the save region (the transcript's changes, then each unsaved index, a
// stale save resolved on its own or by the person's choice) and the autosave region that starts it.

/** The server's answer to a save of changes, once it landed. */
type SavedOutcome = Extract<TranscriptPatchOutcome, { saved: true }>;

/** A change of transcript that may bring paragraphs without ids (theirs, from a server that gave none). */
function named(context: AuthoringContext, change: Partial<AuthoringContext>): Partial<AuthoringContext> {
  return change.transcript ? { ...change, ...withParagraphIds(context, change.transcript) } : change;
}

/** The context after a save landed, with its time. */
function saved(context: AuthoringContext, answer: SavedOutcome): Partial<AuthoringContext> {
  return named(context, { ...afterSaved(context, answer), lastSaved: latestTime(context.lastSaved, answer.updated_at) });
}

/** The server's transcript a conflict was read with. */
function theirsOf(context: AuthoringContext): Transcript {
  return context.conflict?.theirs ?? { paragraphs: [] };
}

function choose(context: AuthoringContext, choice: 'merge' | 'theirs'): Partial<AuthoringContext> {
  return { conflict: context.conflict && { ...context.conflict, choice }, error: null };
}

/**
 * Saving: the transcript's changes since the server copy (`PATCH /transcripts/{id}`), then each unsaved index. A
 * stale save reads the server's transcript and merges on its own where the two sides changed different paragraphs;
 * otherwise it waits in `conflict` for the person's choice, a copy of their work kept as a version first.
 */
export const saveRegion = authoringSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'authoring.save': [
          {
            guard: 'noTranscript',
            target: 'nextIndex',
            actions: [{ type: 'reportWarning', params: { message: NO_TRANSCRIPT_TO_SAVE } }, assign({ saveStatus: 'saving' })],
          },
          { guard: 'transcriptUnchanged', target: 'nextIndex', actions: assign({ saveStatus: 'saving' }) },
          { target: 'transcript', actions: assign({ saveStatus: 'saving' }) },
        ],
      },
    },
    transcript: {
      entry: enqueueActions(({ context, enqueue }) => {
        if (!context.transcript || !context.serverCopy) return;
        const saving = diffTranscript(context.serverCopy, context.transcript.paragraphs);
        enqueue.assign({ saving });
        const report = diagnoseTimings([...saving.sent.values()]);
        if (report.total > 0) enqueue({ type: 'reportValidationFailure', params: { storyId: context.storyId, report } });
      }),
      always: { guard: 'nothingToSend', target: 'nextIndex', actions: assign({ saving: null, transcriptChanged: false }) },
      invoke: {
        src: 'saveTranscript',
        input: ({ context }) => ({
          storyId: context.storyId,
          patch: context.saving?.patch ?? { version: 0, changed: [], inserted: [], deleted: [] },
          keepalive: context.leaving,
        }),
        onDone: [
          {
            guard: ({ event }) => !event.output.saved,
            target: 'reading',
            actions: assign(({ event }) => {
              const { version, conflicts } = event.output as Extract<TranscriptPatchOutcome, { saved: false }>;
              return { saving: null, conflict: { version, conflicts, theirs: null, overlapping: [], choice: null } };
            }),
          },
          {
            // The server no longer lists every deletion since this editor's version: read its transcript whole.
            guard: ({ event }) => !(event.output as SavedOutcome).complete,
            target: 'reading',
            actions: assign(({ context, event }) => saved(context, event.output as SavedOutcome)),
          },
          { target: 'nextIndex', actions: assign(({ context, event }) => saved(context, event.output as SavedOutcome)) },
        ],
        onError: {
          target: 'idle',
          actions: [assign({ saveStatus: 'failed', saving: null }), raise({ type: 'authoring.saveFailed' })],
        },
      },
    },
    /** Reads the server's transcript, then merges on its own unless both sides changed a paragraph. */
    reading: {
      invoke: {
        src: 'loadTheirs',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: [
          {
            guard: ({ context, event }) => event.output !== null && overlapWithTheirs(context, event.output).length === 0,
            target: 'transcript',
            actions: assign(({ context, event }) =>
              named(context, { ...mergedWithTheirs(context, event.output as Transcript), conflict: null }),
            ),
          },
          {
            guard: ({ event }) => event.output !== null,
            target: 'conflict',
            actions: assign(({ context, event }) => {
              const theirs = event.output as Transcript;
              const overlapping = overlapWithTheirs(context, theirs);
              // Without a refused save (the server could not list every change), the overlap is the conflict.
              const refused = context.conflict ?? { version: theirs.version ?? 0, conflicts: overlapping };
              return { saveStatus: 'conflict' as const, conflict: { ...refused, theirs, overlapping, choice: null } };
            }),
          },
          { target: 'idle', actions: [assign({ saveStatus: 'failed', conflict: null }), raise({ type: 'authoring.saveFailed' })] },
        ],
        onError: {
          target: 'idle',
          actions: [assign({ saveStatus: 'failed', conflict: null }), raise({ type: 'authoring.saveFailed' })],
        },
      },
    },
    /** A stale save waits here, everything typed still in the editor, until the person chooses. */
    conflict: {
      on: {
        'authoring.conflict.merge': { target: 'keepingCopy', actions: assign(({ context }) => choose(context, 'merge')) },
        'authoring.conflict.takeTheirs': { target: 'keepingCopy', actions: assign(({ context }) => choose(context, 'theirs')) },
      },
    },
    /** Whichever the choice, a copy of this editor's work is kept as a version first, so nothing typed is lost. */
    keepingCopy: {
      invoke: {
        src: 'keepCopy',
        input: ({ context }) => ({
          storyId: context.storyId,
          paragraphs: context.transcript ? paragraphsToSave(context.transcript).map(paragraphContent) : [],
        }),
        onDone: [
          {
            guard: 'mergingOnChoice',
            target: 'transcript',
            actions: assign(({ context, event }) =>
              named(context, {
                ...mergedWithTheirs(context, theirsOf(context)),
                conflict: null,
                keptCopy: event.output,
                saveStatus: 'saving',
              }),
            ),
          },
          {
            target: 'nextIndex',
            actions: assign(({ context, event }) =>
              named(context, { ...tookTheirs(theirsOf(context)), conflict: null, keptCopy: event.output, saveStatus: 'saving' }),
            ),
          },
        ],
        onError: {
          target: 'conflict',
          actions: assign(({ context }) => ({
            conflict: context.conflict && { ...context.conflict, choice: null },
            error: messages.authoringCopyFailed,
          })),
        },
      },
    },
    nextIndex: { always: [{ guard: 'noUnsavedIndex', target: 'done' }, { target: 'indexes' }] },
    indexes: {
      entry: assign(({ context }) => ({ inFlight: { index: firstUnsaved(context) } })),
      invoke: {
        src: 'saveIndex',
        input: ({ context }) => {
          const index = context.inFlight?.index ?? firstUnsaved(context);
          if (!index) throw new Error('no index to save');
          return { storyId: context.storyId, index };
        },
        onDone: {
          target: 'nextIndex',
          actions: assign(({ context, event }) => {
            const sent = context.inFlight?.index;
            return {
              indexes: context.indexes.map((index) =>
                index === sent ? { ...index, unsaved: false, updated_at: event.output.updated_at ?? index.updated_at } : index,
              ),
              lastSaved: latestTime(context.lastSaved, event.output.updated_at),
              inFlight: null,
            };
          }),
        },
        onError: { target: 'idle', actions: assign({ saveStatus: 'failed', inFlight: null }) },
      },
    },
    done: {
      entry: enqueueActions(({ context, enqueue }) => {
        const unsavedChanges = hasUnsaved(context.transcriptChanged, context.indexes);
        enqueue.assign({ saveStatus: 'saved', unsavedChanges, leaving: false });
        // Changes made while this save ran are saved on their own in turn.
        if (unsavedChanges) enqueue.raise({ type: 'authoring.changed' });
      }),
      always: [{ guard: 'nothingUnsaved', target: 'clearingDraft' }, { target: 'idle' }],
    },
    clearingDraft: {
      entry: enqueueActions(({ enqueue }) => enqueue.raise({ type: 'authoring.allSaved' })),
      invoke: {
        src: 'clearDraft',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: { target: 'idle' },
        onError: { target: 'idle' },
      },
    },
  },
});

/** Starts a save a few seconds after the last change, and again a while after a failed one. */
export const autosaveRegion = authoringSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: { on: { 'authoring.changed': { target: 'waiting' }, 'authoring.saveFailed': { target: 'retrying' } } },
    waiting: {
      after: { [AUTOSAVE_DELAY_MS]: { target: 'idle', actions: raise({ type: 'authoring.save' }) } },
      on: { 'authoring.changed': { target: 'waiting', reenter: true }, 'authoring.saveFailed': { target: 'retrying' } },
    },
    retrying: {
      after: { [AUTOSAVE_RETRY_MS]: { target: 'idle', actions: raise({ type: 'authoring.save' }) } },
      on: { 'authoring.changed': { target: 'waiting' } },
    },
  },
});
