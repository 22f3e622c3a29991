import { assign, enqueueActions, raise } from 'xstate';
import { indexDeleteFailed } from '../messages/catalogue.js';
import type { Index } from '../model/chapter.schema.js';
import type { Transcript } from '../model/transcript.schema.js';
import { apiFailureMessage } from '../ports/api-failure.port.js';
import { serverCopyOf } from '../transcript/transcript-patch.js';
import { DRAFT_SAVE_DEBOUNCE_MS } from '../util/constants.js';
import { authoringSetup } from './authoring.setup.js';
import type { AuthoringContext, AuthoringDraftInput } from './authoring.types.js';
import { clampSkip, hasUnsaved, initialAuthoringContext } from './authoring-context.js';
import { transcriptDiffers, transcriptDraft, withParagraphIds } from './authoring-save.js';
import { autosaveRegion, saveRegion } from './authoring-save.states.js';
import { restoreDrafts } from './draft-restore.js';
import type { EditState } from './edit-command.types.js';
import { executeEdit, redoEdit, undoEdit } from './edit-history.js';
import { addSegmentAt, changeIndex, deleteSegment, pasteTimecodedNotes, updateIndexFields, updateSegment } from './index-edits.js';

export { NO_TRANSCRIPT_TO_SAVE } from './authoring.setup.js';

const NO_DELETE_STATUS = 204;

function editState(context: AuthoringContext, transcript: Transcript): EditState {
  return context.caret === null ? { transcript, history: context.history } : { transcript, history: context.history, caret: context.caret };
}

/**
 * The authoring editor: player and view state, the transcript with undo and redo, the indexes, the draft kept on
 * the device 250 ms after the last change (cleared once the server has everything), and saving: on its own a few
 * seconds after the last change, at once on `authoring.save`, and in a way that outlives the page on leaving. A save
 * sends only what changed since the version the editor has; a stale one is merged on its own where the two sides
 * changed different paragraphs, and otherwise waits for the person's choice, a copy of their work kept first. Every
 * side effect is a named actor or action supplied at wiring.
 */
export const authoringMachine = authoringSetup.createMachine({
  id: 'authoring',
  context: ({ input }) => initialAuthoringContext(input.storyId, input.idSeed),
  initial: 'idle',
  on: {
    'authoring.load': { target: '.loading' },
    'authoring.play': { actions: assign({ playing: true, thumbnailVisible: false }) },
    'authoring.pause': { actions: assign({ playing: false }) },
    'authoring.togglePlayback': {
      actions: assign(({ context }) => (context.playing ? { playing: false } : { playing: true, thumbnailVisible: false })),
    },
    'authoring.progress': { actions: assign({ progressSeconds: ({ event }) => Math.max(0, event.seconds) }) },
    'authoring.durationKnown': {
      actions: assign({ duration: ({ event }) => (Number.isFinite(event.duration) ? Math.max(0, event.duration) : 0) }),
    },
    'authoring.seek': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const seconds = clampSkip(event.seconds, context.duration);
        enqueue.assign({ progressSeconds: seconds });
        enqueue({ type: 'seekPlayer', params: { seconds } });
      }),
    },
    'authoring.skip': {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const seconds = clampSkip(context.progressSeconds + event.seconds, context.duration);
        enqueue.assign({ progressSeconds: seconds });
        enqueue({ type: 'seekPlayer', params: { seconds } });
      }),
    },
    'authoring.setRate': {
      actions: assign({
        playbackRate: ({ context, event }) => (Number.isFinite(event.rate) && event.rate > 0 ? event.rate : context.playbackRate),
      }),
    },
    'authoring.toggle': { actions: assign(({ context, event }) => ({ [event.flag]: !context[event.flag] })) },
    'authoring.setLayout': { actions: assign({ layout: ({ event }) => event.layout }) },
    'authoring.draftNotice.dismiss': { actions: assign({ draftRestored: false }) },
    'authoring.keptCopy.dismiss': { actions: assign({ keptCopy: null }) },
    'authoring.leave': { actions: [assign({ leaving: true }), raise({ type: 'authoring.save' })] },
    'authoring.error.dismiss': { actions: assign({ error: null }) },
  },
  states: {
    idle: {},
    // The server's copy and the device's drafts are read at once: the draft lookup opens IndexedDB, which would
    // otherwise add its wait to every opening of the editor.
    loading: {
      type: 'parallel',
      entry: assign({ error: null, draftRestored: false, deviceDrafts: null }),
      states: {
        server: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                src: 'loadStory',
                input: ({ context }) => ({ storyId: context.storyId }),
                onDone: {
                  target: 'read',
                  actions: assign(({ context, event }) => ({
                    story: event.output.story,
                    ...loadedTranscript(context, event.output.transcript),
                    indexes: event.output.indexes,
                    duration: context.duration > 0 ? context.duration : (event.output.story.duration ?? 0),
                    lastSaved: event.output.transcript?.updated_at ?? null,
                    conflict: null,
                    saving: null,
                  })),
                },
                onError: { target: '#authoring.loadFailed' },
              },
            },
            read: { type: 'final' },
          },
        },
        device: {
          initial: 'reading',
          states: {
            reading: {
              invoke: {
                src: 'loadDraft',
                input: ({ context }) => ({ storyId: context.storyId }),
                onDone: { target: 'read', actions: assign({ deviceDrafts: ({ event }) => event.output }) },
                // Drafts that cannot be read are as none: the server's copy opens.
                onError: { target: 'read' },
              },
            },
            read: { type: 'final' },
          },
        },
      },
      onDone: {
        target: 'ready',
        actions: [
          assign(({ context }) => {
            const story = context.story;
            if (!story) return { deviceDrafts: null };
            const restored = restoreDrafts({ story, transcript: context.transcript, indexes: context.indexes }, context.deviceDrafts ?? {});
            const named = restored.transcript ? withParagraphIds(context, restored.transcript) : { transcript: null };
            const serverCopy = restored.serverCopy ?? context.serverCopy;
            const transcriptChanged = restored.transcriptRestored && transcriptDiffers(serverCopy, named.transcript);
            return {
              ...named,
              serverCopy,
              indexes: restored.indexes,
              transcriptChanged,
              unsavedChanges: hasUnsaved(transcriptChanged, restored.indexes),
              draftRestored: restored.transcriptRestored || restored.indexesRestored,
              deviceDrafts: null,
            };
          }),
          // A restored draft is saved on its own, as if just typed.
          enqueueActions(({ context, enqueue }) => {
            if (context.unsavedChanges) enqueue.raise({ type: 'authoring.changed' });
          }),
        ],
      },
    },
    loadFailed: {},
    ready: {
      type: 'parallel',
      on: {
        'authoring.edit': {
          actions: enqueueActions(({ context, event, enqueue }) => {
            if (!context.transcript) return;
            let next: EditState;
            try {
              next = executeEdit(editState(context, context.transcript), event.command);
            } catch {
              // A command naming a paragraph that is gone (a stale selection) changes nothing.
              return;
            }
            if (next.transcript === context.transcript) return;
            enqueue.assign({
              ...withParagraphIds(context, next.transcript, next.history),
              caret: next.caret ?? context.caret,
              transcriptChanged: true,
              unsavedChanges: true,
              playing: context.playing && !context.pauseWhileTyping,
            });
            enqueue.raise({ type: 'authoring.changed' });
          }),
        },
        'authoring.undo': {
          guard: 'canUndo',
          actions: [assign(({ context }) => moveInHistory(context, undoEdit)), raise({ type: 'authoring.changed' })],
        },
        'authoring.redo': {
          guard: 'canRedo',
          actions: [assign(({ context }) => moveInHistory(context, redoEdit)), raise({ type: 'authoring.changed' })],
        },
        'authoring.index.update': {
          actions: [
            assign(({ context, event }) => changeIndexes(context, event.indexId, (index) => updateIndexFields(index, event.changes))),
            raise({ type: 'authoring.changed' }),
          ],
        },
        'authoring.index.addSegment': {
          actions: [
            assign(({ context, event }) =>
              changeIndexes(context, event.indexId, (index) => addSegmentAt(index, context.progressSeconds, event.title)),
            ),
            raise({ type: 'authoring.changed' }),
          ],
        },
        'authoring.index.updateSegment': {
          actions: [
            assign(({ context, event }) =>
              changeIndexes(context, event.indexId, (index) => updateSegment(index, event.segment, event.changes)),
            ),
            raise({ type: 'authoring.changed' }),
          ],
        },
        'authoring.index.deleteSegment': {
          actions: [
            assign(({ context, event }) => changeIndexes(context, event.indexId, (index) => deleteSegment(index, event.segment))),
            raise({ type: 'authoring.changed' }),
          ],
        },
        'authoring.index.pasteNotes': {
          actions: [
            assign(({ context, event }) => changeIndexes(context, event.indexId, (index) => pasteTimecodedNotes(index, event.text))),
            raise({ type: 'authoring.changed' }),
          ],
        },
      },
      states: {
        save: saveRegion,
        autosave: autosaveRegion,
        draft: {
          initial: 'idle',
          // Each state handles the change itself: a re-entering transition on the region would restart its siblings.
          states: {
            idle: { on: { 'authoring.changed': { target: 'pending' } } },
            pending: {
              after: { [DRAFT_SAVE_DEBOUNCE_MS]: { target: 'writing' } },
              on: { 'authoring.changed': { target: 'pending', reenter: true }, 'authoring.allSaved': { target: 'idle' } },
            },
            writing: {
              on: { 'authoring.changed': { target: 'pending' } },
              invoke: {
                src: 'saveDraft',
                input: ({ context }) => draftInput(context),
                onDone: { target: 'idle' },
                onError: { target: 'idle' },
              },
            },
          },
        },
        indexOps: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'authoring.index.create': { target: 'creating' },
                'authoring.index.delete': { target: 'deleting' },
              },
            },
            creating: {
              invoke: {
                src: 'createIndex',
                input: ({ context, event }) => {
                  const title = event.type === 'authoring.index.create' ? event.title : undefined;
                  return title === undefined ? { storyId: context.storyId } : { storyId: context.storyId, title };
                },
                onDone: { target: 'idle', actions: assign({ indexes: ({ context, event }) => [...context.indexes, event.output] }) },
                onError: { target: 'idle', actions: { type: 'reportWarning', params: { message: 'Index could not be created' } } },
              },
            },
            deleting: {
              entry: assign(({ event }) => ({
                error: null,
                deletingIndexId: event.type === 'authoring.index.delete' ? event.indexId : null,
              })),
              invoke: {
                src: 'deleteIndex',
                input: ({ context }) => ({ storyId: context.storyId, indexId: context.deletingIndexId ?? '' }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const id = context.deletingIndexId ?? '';
                    if (event.output.status !== NO_DELETE_STATUS) {
                      const detail = [event.output.statusText, event.output.body].filter((part) => part.length > 0).join(' ');
                      return { error: indexDeleteFailed(id, detail), deletingIndexId: null };
                    }
                    return { indexes: context.indexes.filter((index) => index._id !== id), deletingIndexId: null };
                  }),
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    error: indexDeleteFailed(context.deletingIndexId ?? '', errorText(event.error)),
                  })),
                },
              },
            },
          },
        },
      },
    },
  },
});

/** A transcript as loaded: with an id on every paragraph, and the server copy it describes. */
function loadedTranscript(context: AuthoringContext, transcript: Transcript | null): Partial<AuthoringContext> {
  if (!transcript) return { transcript: null, serverCopy: null };
  return { ...withParagraphIds(context, transcript), serverCopy: serverCopyOf(transcript) };
}

/** The transcript and history after an undo or redo. */
function moveInHistory(context: AuthoringContext, move: (state: EditState) => EditState): Partial<AuthoringContext> {
  if (!context.transcript) return {};
  const next = move(editState(context, context.transcript));
  return {
    transcript: next.transcript,
    history: next.history,
    caret: next.caret ?? context.caret,
    transcriptChanged: true,
    unsavedChanges: true,
  };
}

/** The indexes after a local change to one of them. */
function changeIndexes(context: AuthoringContext, indexId: string, change: (index: Index) => Index): Partial<AuthoringContext> {
  const indexes = changeIndex(context.indexes, indexId, change);
  return { indexes, unsavedChanges: hasUnsaved(context.transcriptChanged, indexes) };
}

/** What the draft keeps: the paragraphs when the transcript changed, all indexes when one did. */
function draftInput(context: AuthoringContext): AuthoringDraftInput {
  const input: AuthoringDraftInput = { storyId: context.storyId };
  const transcript = context.transcriptChanged ? transcriptDraft(context) : undefined;
  if (transcript) input.transcript = transcript;
  if (context.indexes.some((index) => index.unsaved === true)) input.indexes = context.indexes;
  return input;
}

function errorText(error: unknown): string {
  return apiFailureMessage(error) ?? (error instanceof Error ? error.message : '');
}
