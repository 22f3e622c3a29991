import { MOBILE_BREAKPOINT_PX } from '@storykeep/core';
import { useSyncExternalStore } from 'react';

/** The media query for a phone-sized screen, for makeStyles keys and matchMedia alike. */
export const NARROW_SCREEN = `@media (max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;
const query = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function snapshot(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/** Whether the screen is narrower than the mobile breakpoint; follows resizes and rotation. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
