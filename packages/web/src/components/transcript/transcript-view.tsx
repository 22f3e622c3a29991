import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { componentsLabels, type HighlightRange, paragraphWords, type Transcript } from '@storykeep/core';
import { type KeyboardEvent, type MouseEvent, type RefObject, useEffect, useId, useRef, useState } from 'react';
import type { PlaybackHighlighter } from './playback-highlighter.js';
import { minutesSeconds } from './time-label.js';
import { TranscriptParagraph } from './transcript-paragraph.js';
import { useParagraphVirtualizer } from './use-paragraph-virtualizer.js';
import { usePlaybackFollow } from './use-playback-follow.js';
import { movedCursor } from './word-cursor.js';
import { globalWordAt, paragraphOfWord, seekTimeOf, type WordTimeline, wordStart } from './word-timeline.js';

const useStyles = makeStyles({
  scroller: {
    position: 'relative',
    overflowY: 'auto',
    height: '100%',
    minHeight: '300px',
    contain: 'layout paint',
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
    '&:focus-visible [data-cursor]': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  highlightWords: {
    '& [data-current]': {
      backgroundColor: tokens.colorBrandBackground2,
      color: tokens.colorNeutralForeground1,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
});

/** Height of a paragraph's speaker line and padding, for the estimate before it is measured. */
const CHROME_PX = 44;

/** Asks the view to bring a paragraph into view; `nonce` repeats a request for the same paragraph. */
export interface ScrollRequest {
  paragraph: number;
  nonce: number;
}

export interface TranscriptViewProps {
  transcript: Transcript;
  timeline: WordTimeline;
  highlighter: PlaybackHighlighter;
  media: RefObject<HTMLMediaElement | null>;
  highlights: ReadonlyMap<number, HighlightRange[]>;
  currentMatch: number | undefined;
  scrollRequest: ScrollRequest | null;
  autoScroll: boolean;
  highlightWords: boolean;
  onSeek(time: number): void;
}

/**
 * The transcript beside the player: paragraphs virtualised, the spoken word followed by the playback highlighter
 * (no React render per frame), clicks on a word or a paragraph time seeking the player. For the keyboard the whole
 * transcript is one tab stop: arrow keys move a word cursor (announced politely) and Enter or Space plays from it, so
 * a long interview does not put thousands of words in the tab order.
 */
export function TranscriptView(props: TranscriptViewProps) {
  const { transcript, timeline, highlighter, media, highlights, currentMatch, scrollRequest, autoScroll, highlightWords, onSeek } = props;
  const styles = useStyles();
  const scroller = useRef<HTMLElement>(null);
  const { virtualizer, attach, reveal } = useParagraphVirtualizer(transcript, CHROME_PX, scroller, highlighter);
  usePlaybackFollow(media, highlighter, autoScroll, (paragraph) => reveal(paragraph, false));

  useEffect(() => {
    if (scrollRequest) reveal(scrollRequest.paragraph, true);
  }, [scrollRequest, reveal]);

  const [cursor, setCursor] = useState<number | null>(null);
  const cursorParagraph = cursor === null ? -1 : paragraphOfWord(timeline, cursor);
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = cursor ?? Math.max(0, globalWordAt(timeline, media.current?.currentTime ?? 0));
    if ((event.key === 'Enter' || event.key === ' ') && timeline.wordCount > 0) {
      event.preventDefault();
      setCursor(from);
      onSeek(wordStart(timeline, from));
      return;
    }
    // The first arrow press lands on the word being played, or the first word, before moving on from it.
    const next = cursor === null && event.key.startsWith('Arrow') ? from : movedCursor(timeline, from, event.key);
    if (next === null) return;
    event.preventDefault();
    setCursor(next);
    reveal(paragraphOfWord(timeline, next), false);
  };

  const onClick = (event: MouseEvent<HTMLElement>) => {
    const time = seekTimeOf(timeline, event.target);
    if (time !== undefined) onSeek(time);
  };

  return (
    <section
      ref={scroller}
      className={mergeClasses(styles.scroller, highlightWords && styles.highlightWords)}
      onClick={onClick}
      onKeyDown={onKeyDown}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the transcript is one tab stop whose arrow keys move between words
      tabIndex={0}
      aria-label={componentsLabels.transcript}
      aria-describedby={hintId}
    >
      <span id={hintId} className={styles.hidden}>
        {componentsLabels.arrowKeysMoveBetweenWordsEnter}
      </span>
      <span className={styles.hidden} aria-live="polite">
        {cursor !== null && cursorText(transcript, timeline, cursor)}
      </span>
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map(({ index, start: top }) => {
          const paragraph = transcript.paragraphs[index];
          if (!paragraph) return null;
          const ranges = highlights.get(index);
          return (
            <TranscriptParagraph
              key={index}
              paragraph={paragraph}
              index={index}
              top={top}
              highlights={ranges}
              currentMatch={ranges?.some((r) => r.matchIndex === currentMatch) ? currentMatch : undefined}
              attach={attach}
              cursorWord={index === cursorParagraph && cursor !== null ? cursor - (timeline.firstWord[index] ?? 0) : undefined}
            />
          );
        })}
      </div>
    </section>
  );
}

/** What the live region says for the word under the keyboard cursor: the word and when it is spoken. */
function cursorText(transcript: Transcript, timeline: WordTimeline, g: number): string {
  const p = paragraphOfWord(timeline, g);
  const paragraph = transcript.paragraphs[p];
  const word = paragraph ? paragraphWords(paragraph)[g - (timeline.firstWord[p] ?? 0)] : undefined;
  return word ? `${word.text}, ${minutesSeconds(wordStart(timeline, g))}` : '';
}
