import type { Transcript } from '../model/transcript.schema.js';
import type { EditCommand, EditHistory, EditState } from './edit-command.types.js';
import { applyEditCommand } from './edit-commands.js';

/** How many commands can be undone; older ones are forgotten. */
export const EDIT_HISTORY_LIMIT = 500;

/** A history with nothing to undo or redo. */
export function emptyEditHistory(): EditHistory {
  return { undo: [], redo: [] };
}

/** A transcript just loaded, with an empty history. */
export function createEditState(transcript: Transcript): EditState {
  return { transcript, history: emptyEditHistory() };
}

/** Whether there is a command to undo. */
export function canUndo(history: EditHistory): boolean {
  return history.undo.length > 0;
}

/** Whether there is an undone command to redo. */
export function canRedo(history: EditHistory): boolean {
  return history.redo.length > 0;
}

/**
 * Applies a command and records it; a command that changes nothing leaves the state as it is (no history entry),
 * and a new command forgets what could be redone.
 */
export function executeEdit(state: EditState, command: EditCommand): EditState {
  const result = applyEditCommand(state.transcript, command);
  if (result.transcript === state.transcript) return state;
  const entry = { command, before: state.transcript, after: result.transcript, caretBefore: state.caret, caretAfter: result.caret };
  const undo = [...state.history.undo, entry];
  if (undo.length > EDIT_HISTORY_LIMIT) undo.splice(0, undo.length - EDIT_HISTORY_LIMIT);
  return withCaret({ transcript: result.transcript, history: { undo, redo: [] } }, result.caret);
}

/** Goes back to the transcript before the last command, exactly; the same state when there is nothing to undo. */
export function undoEdit(state: EditState): EditState {
  const entry = state.history.undo[state.history.undo.length - 1];
  if (!entry) return state;
  const history = { undo: state.history.undo.slice(0, -1), redo: [...state.history.redo, entry] };
  return withCaret({ transcript: entry.before, history }, entry.caretBefore);
}

/** Applies the last undone command again, giving its result exactly; the same state when there is nothing to redo. */
export function redoEdit(state: EditState): EditState {
  const entry = state.history.redo[state.history.redo.length - 1];
  if (!entry) return state;
  const history = { undo: [...state.history.undo, entry], redo: state.history.redo.slice(0, -1) };
  return withCaret({ transcript: entry.after, history }, entry.caretAfter);
}

function withCaret(state: EditState, caret: EditState['caret']): EditState {
  return caret === undefined ? state : { ...state, caret };
}
