import { paragraphWords, wordAtPoint } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { isCollapsed, selectionRange } from './editor-selection.js';
import type { AuthoringActor } from './use-authoring.js';

/** The time span of selected transcript words, in seconds. */
export interface SelectedSpan {
  start: number;
  end: number;
}

/**
 * The span of the words selected in the transcript, so a clip can be cut from them. A selection that moves
 * outside the transcript (to the clip button, a dialog) keeps the last span; a collapsed caret inside clears it.
 */
export function useSelectedSpan(actor: AuthoringActor): SelectedSpan | undefined {
  const [span, setSpan] = useState<SelectedSpan>();
  useEffect(() => {
    const update = () => {
      const range = selectionRange(document.getSelection());
      if (!range) return;
      if (isCollapsed(range)) return setSpan(undefined);
      const transcript = actor.getSnapshot().context.transcript;
      if (!transcript) return;
      // The end point sits just after the last selected character, which may be the start of the next word.
      const lastPoint = { paragraph: range.to.paragraph, offset: Math.max(0, range.to.offset - 1) };
      const first = wordAtPoint(transcript, range.from);
      const last = wordAtPoint(transcript, lastPoint);
      const firstParagraph = first && transcript.paragraphs[first.paragraphIndex];
      const lastParagraph = last && transcript.paragraphs[last.paragraphIndex];
      const start = firstParagraph ? paragraphWords(firstParagraph)[first.wordIndex]?.start : undefined;
      const end = lastParagraph ? paragraphWords(lastParagraph)[last.wordIndex]?.end : undefined;
      setSpan(start !== undefined && end !== undefined && end > start ? { start, end } : undefined);
    };
    document.addEventListener('selectionchange', update);
    return () => document.removeEventListener('selectionchange', update);
  }, [actor]);
  return span;
}
