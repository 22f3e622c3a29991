import { messages } from '@storykeep/core';
import { useEffect } from 'react';

/** Whether a click on this element would move the app to another page of the same origin. */
function leavesPage(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || (anchor.target && anchor.target !== '_self')) return false;
  const to = new URL(anchor.href, window.location.href);
  return to.origin === window.location.origin && to.pathname !== window.location.pathname;
}

/**
 * While `active`, asks 'You have uploads in progress. Are you sure you want to exit?' before a link moves the app
 * away from this page. The app's router is not a data router (no `useBlocker`), so links are checked in the capture
 * phase, before the router's own handlers see the click. `confirm` is for tests.
 */
export function useLeaveGuard(active: boolean, confirm: (message: string) => boolean = (m) => window.confirm(m)): void {
  useEffect(() => {
    if (!active) return;
    const check = (event: MouseEvent) => {
      if (!leavesPage(event) || confirm(messages.leaveDuringUploads)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    document.addEventListener('click', check, true);
    return () => document.removeEventListener('click', check, true);
  }, [active, confirm]);
}

/** Asks before the page's own buttons navigate away while `active`; answers whether to go on. */
export function confirmLeave(active: boolean, confirm: (message: string) => boolean = (m) => window.confirm(m)): boolean {
  return !active || confirm(messages.leaveDuringUploads);
}
