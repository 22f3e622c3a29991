import type { Transcript } from '../model/transcript.schema.js';

/** A caret position: a paragraph and a character offset in its text (the children's texts joined by one space). */
export interface TextPoint {
  paragraph: number;
  offset: number;
}

/** A selection from one caret position to another; either end may come first. Collapsed when both are equal. */
export interface TextRange {
  from: TextPoint;
  to: TextPoint;
}

/**
 * One editing command of the authoring editor, as data, so it can be recorded, replayed and undone.
 * - typeText: replaces the selection with typed text (a keystroke; a collapsed range inserts).
 * - deleteRange: removes the selection; a selection across paragraphs joins the first and last of them.
 * - paste: like typeText, but line breaks in the text start new paragraphs of the same speaker.
 * - splitParagraph: Enter; the new paragraph takes `speaker` when given, else the same speaker.
 * - mergeParagraphs: joins `paragraph` with the one after it (Backspace at a paragraph's start).
 * - setParagraphSpeaker: one paragraph's speaker.
 * - renameSpeaker: every paragraph of speaker `from` gets speaker `to`.
 */
export type EditCommand =
  | { type: 'typeText'; range: TextRange; text: string }
  | { type: 'deleteRange'; range: TextRange }
  | { type: 'paste'; range: TextRange; text: string }
  | { type: 'splitParagraph'; at: TextPoint; speaker?: string }
  | { type: 'mergeParagraphs'; paragraph: number }
  | { type: 'setParagraphSpeaker'; paragraph: number; speaker: string }
  | { type: 'renameSpeaker'; from: string; to: string };

/** A command's outcome: the new transcript and where the caret goes (absent for commands that move no text). */
export interface EditResult {
  transcript: Transcript;
  caret?: TextPoint;
}

/** One applied command and the transcripts on either side of it; both are kept, so undo and redo are exact. */
export interface EditHistoryEntry {
  command: EditCommand;
  before: Transcript;
  after: Transcript;
  caretBefore?: TextPoint;
  caretAfter?: TextPoint;
}

/** Undo and redo stacks, most recent last. Entries share every untouched paragraph object, so they stay small. */
export interface EditHistory {
  undo: readonly EditHistoryEntry[];
  redo: readonly EditHistoryEntry[];
}

/** A transcript with its history: what the editor holds and every history function takes and returns. */
export interface EditState {
  transcript: Transcript;
  history: EditHistory;
  caret?: TextPoint;
}
