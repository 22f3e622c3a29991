import { useEffect, useRef } from 'react';

/** How long typing must pause before a search box asks the server. */
export const TYPING_PAUSE_MS = 300;

/**
 * Hands the trimmed text to `settle` once typing has paused, so each keystroke does not send a request. The latest
 * `settle` is called, so a page may pass a new function on every render.
 */
export function useTypingPause(typed: string, settle: (text: string) => void, pauseMs = TYPING_PAUSE_MS): void {
  const latest = useRef(settle);
  latest.current = settle;
  useEffect(() => {
    const timer = setTimeout(() => latest.current(typed.trim()), pauseMs);
    return () => clearTimeout(timer);
  }, [typed, pauseMs]);
}
