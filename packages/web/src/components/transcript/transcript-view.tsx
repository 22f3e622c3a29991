import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { type HighlightRange, paragraphWords, type Transcript } from '@storykeep/core';
import { type MouseEvent, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { PlaybackHighlighter } from './playback-highlighter.js';
import { TranscriptParagraph } from './transcript-paragraph.js';
import { useVirtualList } from './use-virtual-list.js';
import type { WordTimeline } from './word-timeline.js';

const useStyles = makeStyles({
  scroller: { position: 'relative', overflowY: 'auto', height: '100%', minHeight: '300px', contain: 'layout paint' },
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
 * (no React render per frame), clicks on a word or a paragraph time seeking the player.
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
  const follow = useRef(autoScroll);
  follow.current = autoScroll;

  const reveal = useCallback((paragraph: number, always: boolean) => {
    const element = scroller.current;
    if (!element || paragraph < 0) return;
    const top = offsetOf.current(paragraph);
    const height = element.clientHeight;
    if (!always && top >= element.scrollTop + height * 0.1 && top <= element.scrollTop + height * 0.7) return;
    element.scrollTop = Math.max(0, top - height / 3);
  }, []);

  useEffect(() => {
    const player = media.current;
    if (!player) return;
    let frame = 0;
    const step = () => {
      const time = player.currentTime;
      // Scroll before restyling words: the scroll then lays out a clean page instead of forcing a second layout.
      if (follow.current) {
        const next = highlighter.paragraphAt(time);
        if (next !== highlighter.paragraph) reveal(next, false);
      }
      highlighter.update(time);
    };
    const loop = () => {
      step();
      frame = requestAnimationFrame(loop);
    };
    const play = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(loop);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      step();
    };
    step();
    player.addEventListener('play', play);
    player.addEventListener('pause', stop);
    player.addEventListener('seeked', stop);
    player.addEventListener('timeupdate', step);
    if (!player.paused) play();
    return () => {
      cancelAnimationFrame(frame);
      player.removeEventListener('play', play);
      player.removeEventListener('pause', stop);
      player.removeEventListener('seeked', stop);
      player.removeEventListener('timeupdate', step);
    };
  }, [media, highlighter, reveal]);

  useEffect(() => {
    if (scrollRequest) reveal(scrollRequest.paragraph, true);
  }, [scrollRequest, reveal]);

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
    // biome-ignore lint/a11y/useKeyWithClickEvents: clicks on words are a shortcut; the player's own controls seek by keyboard
    <section
      ref={scroller}
      className={mergeClasses(styles.scroller, highlightWords && styles.highlightWords)}
      onClick={onClick}
      aria-label="Transcript"
    >
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
            />
          );
        })}
      </div>
    </section>
  );
}
