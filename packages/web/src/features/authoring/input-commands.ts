import type { EditCommand } from '@storykeep/core';
import { type EditorRange, isCollapsed } from './editor-selection.js';

/** What the editor does for one input: edit commands to send, undo or redo, or nothing (the input is refused). */
export type InputAction = { kind: 'edit'; commands: EditCommand[] } | { kind: 'undo' } | { kind: 'redo' } | { kind: 'none' };

const NOTHING: InputAction = { kind: 'none' };

function edit(...commands: EditCommand[]): InputAction {
  return { kind: 'edit', commands };
}

/**
 * Turns a browser input (`beforeinput`'s inputType and data) at a selection into the transcript's editing commands,
 * so the browser never changes the text itself and every change goes through the model, which keeps the timings of
 * untouched words. `lengthOf` answers a paragraph's text length; `paragraphs` is how many there are.
 */
export function commandsForInput(
  inputType: string,
  data: string | null,
  range: EditorRange,
  lengthOf: (paragraph: number) => number,
  paragraphs: number,
): InputAction {
  const collapsed = isCollapsed(range);
  const { from } = range;
  switch (inputType) {
    case 'insertText':
    case 'insertReplacementText':
    case 'insertCompositionText':
      return data ? edit({ type: 'typeText', range, text: data }) : NOTHING;
    case 'insertFromPaste':
    case 'insertFromDrop':
      return data ? edit({ type: 'paste', range, text: data }) : NOTHING;
    case 'insertParagraph':
    case 'insertLineBreak':
      return collapsed
        ? edit({ type: 'splitParagraph', at: from })
        : edit({ type: 'deleteRange', range }, { type: 'splitParagraph', at: from });
    case 'deleteContentBackward':
    case 'deleteWordBackward':
    case 'deleteSoftLineBackward':
    case 'deleteHardLineBackward':
      if (!collapsed) return edit({ type: 'deleteRange', range });
      if (from.offset === 0) return from.paragraph > 0 ? edit({ type: 'mergeParagraphs', paragraph: from.paragraph - 1 }) : NOTHING;
      return edit({ type: 'deleteRange', range: { from: { ...from, offset: from.offset - 1 }, to: from } });
    case 'deleteContentForward':
    case 'deleteWordForward':
    case 'deleteSoftLineForward':
    case 'deleteHardLineForward':
    case 'deleteByCut':
    case 'deleteByDrag':
      if (!collapsed) return edit({ type: 'deleteRange', range });
      if (from.offset >= lengthOf(from.paragraph)) {
        return from.paragraph < paragraphs - 1 ? edit({ type: 'mergeParagraphs', paragraph: from.paragraph }) : NOTHING;
      }
      return edit({ type: 'deleteRange', range: { from, to: { ...from, offset: from.offset + 1 } } });
    case 'historyUndo':
      return { kind: 'undo' };
    case 'historyRedo':
      return { kind: 'redo' };
    default:
      // Formatting and anything else the transcript has no place for.
      return NOTHING;
  }
}
