import { Caption1Strong, makeStyles, tokens } from '@fluentui/react-components';
import { type HighlightRange, type Paragraph, paragraphSearchIndexOf } from '@storykeep/core';
import { Fragment, memo, type ReactNode, useCallback } from 'react';
import { minutesSeconds } from './time-label.js';

const useStyles = makeStyles({
  paragraph: {
    position: 'absolute',
    left: 0,
    right: 0,
    margin: 0,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    lineHeight: tokens.lineHeightBase400,
    fontSize: tokens.fontSizeBase400,
    // Played words are dark and unplayed ones grey so the listener sees how far playback has come; the playback highlighter sets the attributes.
    color: tokens.colorNeutralForeground4,
    // A paragraph's words restyled by playback, or one mounted by a scroll, relays out that paragraph only.
    contain: 'layout style',
    '&[data-play="played"]': { color: tokens.colorNeutralForeground1 },
    '& [data-played]': { color: tokens.colorNeutralForeground1 },
  },
  text: { margin: 0 },
  head: { display: 'flex', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground2 },
  word: { cursor: 'pointer' },
  match: { backgroundColor: tokens.colorPaletteYellowBackground2, color: 'inherit' },
  currentMatch: { backgroundColor: tokens.colorPaletteDarkOrangeBackground2, color: tokens.colorNeutralForeground1 },
});

export interface TranscriptParagraphProps {
  paragraph: Paragraph;
  index: number;
  top: number;
  /** Global index of the paragraph's first word. */
  firstWord: number;
  highlights: readonly HighlightRange[] | undefined;
  currentMatch: number | undefined;
  attach(index: number, element: HTMLElement | null): void;
  /** The global index of the keyboard's word cursor, given only to the paragraph holding it. */
  cursorWord?: number | undefined;
}

/**
 * One paragraph, placed at its offset in the virtual list. Only this thin frame re-renders when offsets move (a
 * paragraph measured, a scroll); its words render again only when the paragraph or its search marks change.
 */
export const TranscriptParagraph = memo(function TranscriptParagraph({ index, top, attach, ...content }: TranscriptParagraphProps) {
  const styles = useStyles();
  const ref = useCallback((element: HTMLElement | null) => attach(index, element), [attach, index]);
  return (
    <div className={styles.paragraph} style={{ top }} data-p={index} ref={ref}>
      <ParagraphContent {...content} />
    </div>
  );
});

type ParagraphContentProps = Omit<TranscriptParagraphProps, 'index' | 'top' | 'attach'>;

/** Speaker and time, then the words as spans carrying their global index, search matches marked. */
const ParagraphContent = memo(function ParagraphContent({
  paragraph,
  firstWord,
  highlights,
  currentMatch,
  cursorWord,
}: ParagraphContentProps) {
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
      <div className={styles.head}>
        <Caption1Strong>{paragraph.speaker}</Caption1Strong>
        <span data-seek={paragraph.start}>{minutesSeconds(paragraph.start)}</span>
      </div>
      <p className={styles.text}>
        {words.map((word, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a word's place in the transcript is its identity (the highlighter addresses words by it)
          <Fragment key={firstWord + i}>
            <span className={styles.word} data-w={firstWord + i} data-cursor={cursorWord === firstWord + i ? '' : undefined}>
              {marked(word.text, textOffsets[i] ?? 0)}
            </span>{' '}
          </Fragment>
        ))}
      </p>
    </>
  );
});
