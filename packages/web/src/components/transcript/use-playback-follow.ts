import { type RefObject, useEffect, useRef } from 'react';
import type { PlaybackHighlighter } from './playback-highlighter.js';

/**
 * Moves the spoken-word highlight with the player, frame by frame while it plays, without a React render per frame;
 * when `autoScroll` is on, brings the spoken paragraph into view as playback enters it.
 */
export function usePlaybackFollow(
  media: RefObject<HTMLMediaElement | null>,
  highlighter: PlaybackHighlighter,
  autoScroll: boolean,
  reveal: (paragraph: number) => void,
): void {
  const follow = useRef(autoScroll);
  follow.current = autoScroll;
  const show = useRef(reveal);
  show.current = reveal;
  useEffect(() => {
    const player = media.current;
    if (!player) return;
    let frame = 0;
    const step = () => {
      const time = player.currentTime;
      // Scroll before restyling words: the scroll then lays out a clean page instead of forcing a second layout.
      if (follow.current) {
        const next = highlighter.paragraphAt(time);
        if (next !== highlighter.paragraph) show.current(next);
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
  }, [media, highlighter]);
}
