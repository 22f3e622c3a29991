import { assign, enqueueActions, fromPromise, raise, setup } from 'xstate';
import { indexDeleteFailed, messages } from '../messages/catalogue.js';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import { apiFailureMessage } from '../ports/api-failure.port.js';
import type { IndexDeleteAnswer, TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import { diagnoseTimings, type TimingReport } from '../transcript/timing-diagnostics.js';
import { diffTranscript, isEmptyPatch, paragraphContent, serverCopyOf } from '../transcript/transcript-patch.js';
import { paragraphsToSave } from '../transcript/versions.js';
import { AUTOSAVE_DELAY_MS, AUTOSAVE_RETRY_MS, DRAFT_SAVE_DEBOUNCE_MS } from '../util/constants.js';
import type {
  AuthoringContext,
  AuthoringDraftInput,
  AuthoringDrafts,
  AuthoringEvent,
  AuthoringInput,
  AuthoringLoadResult,
  SaveTranscriptInput,
} from './authoring.types.js';
import { clampSkip, hasUnsaved, initialAuthoringContext, latestTime } from './authoring-context.js';
import {
  afterSaved,
  mergedWithTheirs,
  overlapWithTheirs,
  tookTheirs,
  transcriptDiffers,
  transcriptDraft,
  withParagraphIds,
} from './authoring-save.js';
import { restoreDrafts } from './draft-restore.js';
import type { EditState } from './edit-command.types.js';
import { executeEdit, redoEdit, undoEdit } from './edit-history.js';
import { addSegmentAt, changeIndex, deleteSegment, pasteTimecodedNotes, updateIndexFields, updateSegment } from './index-edits.js';

/** The warning reported when a save finds no transcript to send. */
export const NO_TRANSCRIPT_TO_SAVE = 'Transcript save skipped: no transcript is loaded';

const NO_DELETE_STATUS = 204;

function missing(name: string): never {
  throw new Error(`${name} is provided at wiring`);
}

function editState(context: AuthoringContext, transcript: Transcript): EditState {
  return context.caret === null ? { transcript, history: context.history } : { transcript, history: context.history, caret: context.caret };
}

function firstUnsaved(context: AuthoringContext): Index | undefined {
  return context.indexes.find((index) => index.unsaved === true);
}

/** The server's answer to a save of changes, once it landed. */
type SavedOutcome = Extract<TranscriptPatchOutcome, { saved: true }>;

/**
 * The authoring editor: player and view state, the transcript with undo and redo, the indexes, the draft kept on
 * the device 250 ms after the last change (cleared once the server has everything), and saving: on its own a few
 * seconds after the last change, at once on `authoring.save`, and in a way that outlives the page on leaving. A save
 * sends only what changed since the version the editor has; a stale one is merged on its own where the two sides
 * changed different paragraphs, and otherwise waits for the person's choice, a copy of their work kept first. Every
 * side effect is a named actor or action supplied at wiring.
 */
export const authoringMachine = setup({
  types: { context: {} as AuthoringContext, events: {} as AuthoringEvent, input: {} as AuthoringInput },
  actors: {
    /** The story, its transcript (null when none) and its indexes. */
    loadStory: fromPromise<AuthoringLoadResult, { storyId: string }>(async () => missing('loadStory')),
    loadDraft: fromPromise<AuthoringDrafts, { storyId: string }>(async () => missing('loadDraft')),
    /** Writes the draft of what changed (stamped with the clock's time by the wiring). */
    saveDraft: fromPromise<void, AuthoringDraftInput>(async () => missing('saveDraft')),
    clearDraft: fromPromise<void, { storyId: string }>(async () => missing('clearDraft')),
    /** `PATCH /transcripts/{id}`: saved, or refused as stale. */
    saveTranscript: fromPromise<TranscriptPatchOutcome, SaveTranscriptInput>(async () => missing('saveTranscript')),
    /** `GET /transcripts/{id}`: the server's transcript now (after a stale save). */
    loadTheirs: fromPromise<Transcript | null, { storyId: string }>(async () => missing('loadTheirs')),
    /** `POST /transcripts/{id}/versions`: keeps the editor's work as a version before a conflict is resolved. */
    keepCopy: fromPromise<TranscriptVersion, { storyId: string; paragraphs: Paragraph[] }>(async () => missing('keepCopy')),
    /** `POST /stories/{id}/index/{indexId}`. */
    saveIndex: fromPromise<Index, { storyId: string; index: Index }>(async () => missing('saveIndex')),
    /** `PUT /stories/{id}/index`. */
    createIndex: fromPromise<Index, { storyId: string; title?: string }>(async () => missing('createIndex')),
    /** `DELETE /stories/{id}/index/{indexId}`: the answer whatever its status. */
    deleteIndex: fromPromise<IndexDeleteAnswer, { storyId: string; indexId: string }>(async () => missing('deleteIndex')),
  },
  actions: {
    /** Sends a transcript that failed validation to the error reporter (it is still saved). */
    reportValidationFailure: (_, _params: { storyId: string; report: TimingReport }) => {},
    /** Logs or reports a warning. */
    reportWarning: (_, _params: { message: string }) => {},
    /** Tells the player to go to a time (after seek or skip). */
    seekPlayer: (_, _params: { seconds: number }) => {},
  },
  guards: {
    noTranscript: ({ context }) => context.transcript === null,
    canUndo: ({ context }) => context.transcript !== null && context.history.undo.length > 0,
    canRedo: ({ context }) => context.transcript !== null && context.history.redo.length > 0,
    transcriptUnchanged: ({ context }) => !context.transcriptChanged || context.transcript === null,
    noUnsavedIndex: ({ context }) => firstUnsaved(context) === undefined,
    nothingUnsaved: ({ context }) => !hasUnsaved(context.transcriptChanged, context.indexes),
    nothingToSend: ({ context }) => !context.saving || isEmptyPatch(context.saving.patch),
    mergingOnChoice: ({ context }) => context.conflict?.choice === 'merge',
  },
}).createMachine({
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
    loading: {
      entry: assign({ error: null, draftRestored: false }),
      invoke: {
        src: 'loadStory',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: {
          target: 'loadingDraft',
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
        onError: { target: 'loadFailed' },
      },
    },
    loadingDraft: {
      invoke: {
        src: 'loadDraft',
        input: ({ context }) => ({ storyId: context.storyId }),
        onDone: {
          target: 'ready',
          actions: [
            assign(({ context, event }) => {
              const story = context.story;
              if (!story) return {};
              const restored = restoreDrafts({ story, transcript: context.transcript, indexes: context.indexes }, event.output);
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
              };
            }),
            // A restored draft is saved on its own, as if just typed.
            enqueueActions(({ context, enqueue }) => {
              if (context.unsavedChanges) enqueue.raise({ type: 'authoring.changed' });
            }),
          ],
        },
        onError: { target: 'ready' },
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
        save: {
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
        },
        autosave: {
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
        },
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
