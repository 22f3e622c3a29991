import { paragraphText, type Transcript } from '@storykeep/core';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { PlaybackHighlighter } from './playback-highlighter.js';

const LINE_PX = 24;
const CHAR_PX = 8.5;
/** Paragraphs rendered beyond each edge of the viewport, so a fast scroll does not show gaps. */
const OVERSCAN = 6;

export interface ParagraphVirtualizer {
  virtualizer: Virtualizer<HTMLElement, HTMLElement>;
  /** Ref callback of a paragraph element: measured by the list, followed by the playback highlighter. */
  attach(index: number, element: HTMLElement | null): void;
  /** Scrolls a paragraph to a third of the viewport; unless `always`, only when it is outside the comfortable band. */
  reveal(paragraph: number, always?: boolean): void;
}

/**
 * The virtual list under a transcript (the hub's reader and the editor share it): paragraphs estimated from their text
 * length until measured, a screenful rendered. The estimate reads the transcript of the moment through a ref so its
 * identity holds while only text changes, and an edit keeps every measured height.
 */
export function useParagraphVirtualizer(
  transcript: Transcript,
  chromePx: number,
  scroller: RefObject<HTMLElement | null>,
  highlighter: PlaybackHighlighter,
): ParagraphVirtualizer {
  const [width, setWidth] = useState(600);
  useLayoutEffect(() => setWidth(scroller.current?.clientWidth || 600), [scroller]);
  const current = useRef(transcript);
  current.current = transcript;
  const estimateSize = useCallback(
    (index: number) => {
      const paragraph = current.current.paragraphs[index];
      const chars = paragraph ? paragraphText(paragraph).length : 0;
      const perLine = Math.max(20, (width - 32) / CHAR_PX);
      return chromePx + Math.max(1, Math.ceil(chars / perLine)) * LINE_PX;
    },
    [width, chromePx],
  );
  const virtualizer = useVirtualizer<HTMLElement, HTMLElement>({
    count: transcript.paragraphs.length,
    getScrollElement: () => scroller.current,
    estimateSize,
    overscan: OVERSCAN,
    // An element not laid out yet (or a test's DOM) reports no height; the window's stands in until it does.
    observeElementRect: (instance, report) =>
      observeElementRect(instance, (rect) => report(rect.height > 0 ? rect : { width: rect.width, height: window.innerHeight })),
  });
  const measure = virtualizer.measureElement;
  const attach = useCallback(
    (index: number, element: HTMLElement | null) => {
      measure(element);
      highlighter.attach(index, element);
    },
    [measure, highlighter],
  );
  const reveal = useCallback(
    (paragraph: number, always = false) => {
      const element = scroller.current;
      if (!element || paragraph < 0) return;
      const top = virtualizer.getOffsetForIndex(paragraph, 'start')?.[0] ?? 0;
      const height = element.clientHeight;
      if (!always && top >= element.scrollTop + height * 0.1 && top <= element.scrollTop + height * 0.7) return;
      virtualizer.scrollToOffset(Math.max(0, top - height / 3));
    },
    [virtualizer, scroller],
  );
  return { virtualizer, attach, reveal };
}
