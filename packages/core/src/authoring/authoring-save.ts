import type { TranscriptPatchResponse } from '../model/api/transcript-patch.api.schema.js';
import type { Transcript } from '../model/transcript.schema.js';
import { paragraphText } from '../transcript/tokens.js';
import {
  copyAfterSave,
  ensureNewParagraphIds,
  ensureParagraphIds,
  mergeServerChanges,
  mergeWithTheirs,
} from '../transcript/transcript-merge.js';
import { diffTranscript, isEmptyPatch, type ServerCopy, serverCopyOf } from '../transcript/transcript-patch.js';
import type { AuthoringContext, TranscriptDraft } from './authoring.types.js';
import type { EditHistory } from './edit-command.types.js';

/**
 * The transcript with an id on every paragraph (new ones from this editor's seed and counter), and the history's
 * last entry showing the same ids, so a redo brings back the same paragraphs.
 */
export function withParagraphIds(
  context: AuthoringContext,
  transcript: Transcript,
  history?: EditHistory,
): Pick<AuthoringContext, 'transcript' | 'idCounter'> & { history?: EditHistory } {
  let counter = context.idCounter;
  const makeId = () => `${context.idSeed}-${(counter++).toString(36)}`;
  // After an edit only the paragraphs it made can need an id; anything else (a load, a merge) is looked at whole.
  const named =
    history && context.transcript ? ensureNewParagraphIds(context.transcript, transcript, makeId) : ensureParagraphIds(transcript, makeId);
  if (!history || named === transcript)
    return history ? { transcript: named, idCounter: counter, history } : { transcript: named, idCounter: counter };
  const last = history.undo.at(-1);
  const undo = last && last.after === transcript ? [...history.undo.slice(0, -1), { ...last, after: named }] : history.undo;
  return { transcript: named, idCounter: counter, history: { undo, redo: history.redo } };
}

/** Whether the transcript differs from what the server holds. */
export function transcriptDiffers(copy: ServerCopy | null, transcript: Transcript | null): boolean {
  if (!transcript) return false;
  if (!copy) return true;
  return !isEmptyPatch(diffTranscript(copy, transcript.paragraphs).patch);
}

/** The draft of the transcript: what is not yet saved and the version it was made against; undefined when nothing is. */
export function transcriptDraft(context: AuthoringContext): TranscriptDraft | undefined {
  if (!context.transcript || !context.serverCopy) return undefined;
  const { patch } = diffTranscript(context.serverCopy, context.transcript.paragraphs);
  return isEmptyPatch(patch) ? undefined : { version: patch.version, patch };
}

/**
 * After a save landed: what it sent counts as saved at the new version, other people's changes made meanwhile come
 * into the transcript (except in paragraphs changed here since), and what is left unsaved is worked out again.
 */
export function afterSaved(context: AuthoringContext, answer: TranscriptPatchResponse): Partial<AuthoringContext> {
  if (!context.serverCopy || !context.saving || !context.transcript) return { saving: null };
  const saved = copyAfterSave(context.serverCopy, context.saving, answer.version);
  const merged = mergeServerChanges(context.transcript.paragraphs, saved, answer.changes);
  const transcript =
    answer.changes.length === 0
      ? context.transcript
      : { ...context.transcript, paragraphs: merged.paragraphs, updated_at: answer.updated_at };
  return {
    serverCopy: merged.copy,
    transcript,
    saving: null,
    transcriptChanged: transcriptDiffers(merged.copy, transcript),
  };
}

/**
 * The editor's unsaved work put onto the server's transcript as it is now: every change made here that does not touch
 * a paragraph they changed too; in those, theirs. The server copy becomes theirs.
 */
export function mergedWithTheirs(context: AuthoringContext, theirs: Transcript): Partial<AuthoringContext> {
  if (!context.serverCopy || !context.transcript) return {};
  const merged = mergeWithTheirs(context.serverCopy, context.transcript.paragraphs, theirs);
  const transcript = { ...theirs, paragraphs: merged.paragraphs };
  return { serverCopy: merged.copy, transcript, transcriptChanged: transcriptDiffers(merged.copy, transcript), unsavedChanges: true };
}

/** The paragraphs both sides changed, if the editor's work were merged with theirs now. */
export function overlapWithTheirs(context: AuthoringContext, theirs: Transcript): string[] {
  if (!context.serverCopy || !context.transcript) return [];
  return mergeWithTheirs(context.serverCopy, context.transcript.paragraphs, theirs).overlapping;
}

/** The server's transcript as it is now, taken as the editor's, with nothing unsaved. */
export function tookTheirs(theirs: Transcript): Partial<AuthoringContext> {
  return { transcript: theirs, serverCopy: serverCopyOf(theirs), transcriptChanged: false };
}

/** One paragraph both sides changed, as the conflict's comparison shows it: each side's text, or null where it is gone. */
export interface ConflictParagraph {
  id: string;
  speaker: string;
  start: number;
  theirs: string | null;
  mine: string | null;
}

/** The paragraphs both sides changed, in the order of the editor's transcript (theirs first where only they have it). */
export function conflictComparison(context: Pick<AuthoringContext, 'conflict' | 'transcript'>): ConflictParagraph[] {
  const conflict = context.conflict;
  if (!conflict?.theirs) return [];
  const theirs = new Map(conflict.theirs.paragraphs.map((p) => [p.id, p]));
  const mine = new Map((context.transcript?.paragraphs ?? []).map((p) => [p.id, p]));
  return conflict.overlapping.map((id) => {
    const their = theirs.get(id);
    const my = mine.get(id);
    const shown = my ?? their;
    return {
      id,
      speaker: shown?.speaker ?? '',
      start: shown?.start ?? 0,
      theirs: their ? paragraphText(their) : null,
      mine: my ? paragraphText(my) : null,
    };
  });
}
