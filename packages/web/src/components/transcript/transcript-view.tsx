import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type HighlightRange, paragraphWords, type Transcript } from '@storykeep/core';
import {
  type KeyboardEvent,
  type MouseEvent,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { PlaybackHighlighter } from './playback-highlighter.js';
import { minutesSeconds } from './time-label.js';
import { TranscriptParagraph } from './transcript-paragraph.js';
import { usePlaybackFollow } from './use-playback-follow.js';
import { useVirtualList } from './use-virtual-list.js';
import { movedCursor } from './word-cursor.js';
import { paragraphOfWord, type WordTimeline, wordAtTime } from './word-timeline.js';

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

const LINE_PX = 24;
const CHROME_PX = 44;
const CHAR_PX = 8.5;

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
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => setWidth(scroller.current?.clientWidth || 600), []);
  const estimate = useCallback(
    (index: number) => {
      const paragraph = transcript.paragraphs[index];
      const chars = paragraph ? paragraphWords(paragraph).reduce((sum, word) => sum + word.text.length + 1, 0) : 0;
      const perLine = Math.max(20, (width - 32) / CHAR_PX);
      return CHROME_PX + Math.max(1, Math.ceil(chars / perLine)) * LINE_PX;
    },
    [transcript, width],
  );
  const list = useVirtualList(transcript.paragraphs.length, estimate, scroller);
  const attach = useCallback(
    (index: number, element: HTMLElement | null) => {
      list.measure(index, element);
      highlighter.attach(index, element);
    },
    [list.measure, highlighter],
  );
  const offsetOf = useRef(list.offsetOf);
  offsetOf.current = list.offsetOf;

  const reveal = useCallback((paragraph: number, always: boolean) => {
    const element = scroller.current;
    if (!element || paragraph < 0) return;
    const top = offsetOf.current(paragraph);
    const height = element.clientHeight;
    if (!always && top >= element.scrollTop + height * 0.1 && top <= element.scrollTop + height * 0.7) return;
    element.scrollTop = Math.max(0, top - height / 3);
  }, []);

  usePlaybackFollow(media, highlighter, autoScroll, (paragraph) => reveal(paragraph, false));

  useEffect(() => {
    if (scrollRequest) reveal(scrollRequest.paragraph, true);
  }, [scrollRequest, reveal]);

  const [cursor, setCursor] = useState<number | null>(null);
  const cursorParagraph = cursor === null ? -1 : paragraphOfWord(timeline, cursor);
  const hintId = useId();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return;
    const from = cursor ?? Math.max(0, wordAtTime(timeline, media.current?.currentTime ?? 0));
    if ((event.key === 'Enter' || event.key === ' ') && timeline.wordCount > 0) {
      event.preventDefault();
      setCursor(from);
      onSeek(timeline.starts[from] ?? 0);
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
    const target = event.target instanceof Element ? event.target : null;
    const word = target?.closest<HTMLElement>('[data-w]');
    if (word) {
      onSeek(timeline.starts[Number(word.dataset.w)] ?? 0);
      return;
    }
    const time = target?.closest<HTMLElement>('[data-seek]')?.dataset.seek;
    if (time !== undefined) onSeek(Number(time));
  };

  return (
    <section
      ref={scroller}
      className={mergeClasses(styles.scroller, highlightWords && styles.highlightWords)}
      onClick={onClick}
      onKeyDown={onKeyDown}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the transcript is one tab stop whose arrow keys move between words
      tabIndex={0}
      aria-label="Transcript"
      aria-describedby={hintId}
    >
      <span id={hintId} className={styles.hidden}>
        Arrow keys move between words; Enter plays from the word.
      </span>
      <span className={styles.hidden} aria-live="polite">
        {cursor !== null && cursorText(transcript, timeline, cursor)}
      </span>
      <div style={{ position: 'relative', height: list.totalHeight }}>
        {list.items.map(({ index, top }) => {
          const paragraph = transcript.paragraphs[index];
          if (!paragraph) return null;
          const ranges = highlights.get(index);
          return (
            <TranscriptParagraph
              key={index}
              paragraph={paragraph}
              index={index}
              top={top}
              firstWord={timeline.firstWord[index] ?? 0}
              highlights={ranges}
              currentMatch={ranges?.some((r) => r.matchIndex === currentMatch) ? currentMatch : undefined}
              attach={attach}
              cursorWord={index === cursorParagraph && cursor !== null ? cursor : undefined}
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
  return word ? `${word.text}, ${minutesSeconds(timeline.starts[g] ?? 0)}` : '';
}
