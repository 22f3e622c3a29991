import { makeStyles, tokens } from '@fluentui/react-components';
import { type HighlightRange, type Paragraph, paragraphSearchIndexOf } from '@storykeep/core';
import { Fragment, memo, type ReactNode } from 'react';
import { ParagraphFrame, ParagraphHeader } from './paragraph-frame.js';

const useStyles = makeStyles({
  text: { margin: 0 },
  word: { cursor: 'pointer' },
  match: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit' },
  currentMatch: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2, color: tokens.colorNeutralForeground1 },
});

export interface TranscriptParagraphProps {
  paragraph: Paragraph;
  index: number;
  top: number;
  highlights: readonly HighlightRange[] | undefined;
  currentMatch: number | undefined;
  attach(index: number, element: HTMLElement | null): void;
  /** The keyboard's word cursor (its place in this paragraph), given only to the paragraph holding it. */
  cursorWord?: number | undefined;
}

/**
 * One paragraph, placed at its offset in the virtual list. Only this thin frame re-renders when offsets move (a
 * paragraph measured, a scroll); its words render again only when the paragraph or its search marks change.
 */
export const TranscriptParagraph = memo(function TranscriptParagraph({ index, top, attach, ...content }: TranscriptParagraphProps) {
  return (
    <ParagraphFrame index={index} top={top} attach={attach}>
      <ParagraphContent {...content} />
    </ParagraphFrame>
  );
});

type ParagraphContentProps = Omit<TranscriptParagraphProps, 'index' | 'top' | 'attach'>;

/** Speaker and time, then the words as spans carrying their place in the paragraph, search matches marked. */
const ParagraphContent = memo(function ParagraphContent({ paragraph, highlights, currentMatch, cursorWord }: ParagraphContentProps) {
  const styles = useStyles();
  const { words, textOffsets } = paragraphSearchIndexOf(paragraph);
  const marked = (text: string, from: number): ReactNode => {
    if (!highlights) return text;
    const to = from + text.length;
    const pieces: ReactNode[] = [];
    let at = from;
    for (const range of highlights) {
      if (range.to <= at || range.from >= to) continue;
      const start = Math.max(range.from, at);
      const end = Math.min(range.to, to);
      if (start > at) pieces.push(text.slice(at - from, start - from));
      pieces.push(
        <mark key={start} className={range.matchIndex === currentMatch ? styles.currentMatch : styles.match}>
          {text.slice(start - from, end - from)}
        </mark>,
      );
      at = end;
    }
    if (pieces.length === 0) return text;
    if (at < to) pieces.push(text.slice(at - from));
    return pieces;
  };
  return (
    <>
      <ParagraphHeader speaker={paragraph.speaker} start={paragraph.start} />
      <p className={styles.text}>
        {words.map((word, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in its paragraph is its identity (the highlighter addresses words by it)
          <Fragment key={i}>
            <span className={styles.word} data-w={i} data-cursor={cursorWord === i ? '' : undefined}>
              {marked(word.text, textOffsets[i] ?? 0)}
            </span>{' '}
          </Fragment>
        ))}
      </p>
    </>
  );
});
