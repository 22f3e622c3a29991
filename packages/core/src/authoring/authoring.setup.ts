import { fromPromise, setup } from 'xstate';
import type { Index } from '../model/chapter.schema.js';
import type { Paragraph, Transcript, TranscriptVersion } from '../model/transcript.schema.js';
import type { IndexDeleteAnswer, TranscriptPatchOutcome } from '../ports/transcript-api.port.js';
import type { TimingReport } from '../transcript/timing-diagnostics.js';
import { isEmptyPatch } from '../transcript/transcript-patch.js';
import type {
  AuthoringContext,
  AuthoringDraftInput,
  AuthoringDrafts,
  AuthoringEvent,
  AuthoringInput,
  AuthoringLoadResult,
  SaveTranscriptInput,
} from './authoring.types.js';
import { hasUnsaved } from './authoring-context.js';

/** The warning reported when a save finds no transcript to send. */
export const NO_TRANSCRIPT_TO_SAVE = 'Transcript save skipped: no transcript is loaded';

function missing(name: string): never {
  throw new Error(`${name} is provided at wiring`);
}

/** The first index with changes not yet saved. */
export function firstUnsaved(context: AuthoringContext): Index | undefined {
  return context.indexes.find((index) => index.unsaved === true);
}

/** The authoring machine's types, actors, actions and guards; its states are built on them in their own files. */
export const authoringSetup = setup({
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
});
