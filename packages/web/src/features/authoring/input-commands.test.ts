import { describe, expect, it } from 'vitest';
import { commandsForInput } from './input-commands.js';

const at = (paragraph: number, offset: number) => ({ from: { paragraph, offset }, to: { paragraph, offset } });
const lengths = [10, 20, 5];
const lengthOf = (p: number) => lengths[p] ?? 0;

describe('commandsForInput', () => {
  it('types over the selection, and pastes with line breaks as a paste', () => {
    const range = { from: { paragraph: 0, offset: 2 }, to: { paragraph: 0, offset: 5 } };
    expect(commandsForInput('insertText', 'x', range, lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'typeText', range, text: 'x' }],
    });
    expect(commandsForInput('insertFromPaste', 'a\nb', at(1, 0), lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'paste', range: at(1, 0), text: 'a\nb' }],
    });
    expect(commandsForInput('insertText', null, at(0, 0), lengthOf, 3)).toEqual({ kind: 'none' });
  });

  it('splits at the caret on Enter, deleting a selection first', () => {
    expect(commandsForInput('insertParagraph', null, at(1, 4), lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'splitParagraph', at: { paragraph: 1, offset: 4 } }],
    });
    const range = { from: { paragraph: 0, offset: 1 }, to: { paragraph: 1, offset: 3 } };
    expect(commandsForInput('insertLineBreak', null, range, lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [
        { type: 'deleteRange', range },
        { type: 'splitParagraph', at: { paragraph: 0, offset: 1 } },
      ],
    });
  });

  it('merges with the paragraph before on Backspace at a start, and with the next on Delete at an end', () => {
    expect(commandsForInput('deleteContentBackward', null, at(2, 0), lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'mergeParagraphs', paragraph: 1 }],
    });
    expect(commandsForInput('deleteContentBackward', null, at(0, 0), lengthOf, 3)).toEqual({ kind: 'none' });
    expect(commandsForInput('deleteContentForward', null, at(1, 20), lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'mergeParagraphs', paragraph: 1 }],
    });
    expect(commandsForInput('deleteContentForward', null, at(2, 5), lengthOf, 3)).toEqual({ kind: 'none' });
  });

  it('deletes one character either side of a caret, or the selection', () => {
    expect(commandsForInput('deleteContentBackward', null, at(1, 4), lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'deleteRange', range: { from: { paragraph: 1, offset: 3 }, to: { paragraph: 1, offset: 4 } } }],
    });
    expect(commandsForInput('deleteContentForward', null, at(1, 4), lengthOf, 3)).toEqual({
      kind: 'edit',
      commands: [{ type: 'deleteRange', range: { from: { paragraph: 1, offset: 4 }, to: { paragraph: 1, offset: 5 } } }],
    });
  });

  it('maps the browser history to undo and redo, and refuses formatting', () => {
    expect(commandsForInput('historyUndo', null, at(0, 0), lengthOf, 3)).toEqual({ kind: 'undo' });
    expect(commandsForInput('historyRedo', null, at(0, 0), lengthOf, 3)).toEqual({ kind: 'redo' });
    expect(commandsForInput('formatBold', null, at(0, 0), lengthOf, 3)).toEqual({ kind: 'none' });
  });
});
