import { messages } from '@storykeep/core';
import { useContext, useEffect, useRef } from 'react';
import { type To, UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

/** The two upload pages: moving between them keeps the person with their uploads, so it is not leaving. */
const UPLOAD_PAGE = /\/(upload_files|uploadingMetadata)\/?$/;

function pathnameOf(to: To, current: string): string {
  if (typeof to !== 'string') return to.pathname ?? current;
  return new URL(to, `http://app${current}`).pathname;
}

/** Whether going to `to` leaves the upload pages (a change of search or hash on the same page does not). */
export function leavesUploads(to: To, current: string): boolean {
  const next = pathnameOf(to, current);
  return next !== current && !UPLOAD_PAGE.test(next);
}

/**
 * While `active`, asks 'You have uploads in progress. Are you sure you want to exit?' before the app moves to another
 * page, however it is asked to (a link, the side navigation, a menu, a button), and stays when the answer is no. The
 * app's router is a `BrowserRouter`, not a data router, so `useBlocker` is unavailable: the router's navigator is
 * wrapped instead, which every in-app navigation goes through. `confirm` is for tests.
 */
export function useLeaveGuard(active: boolean, confirm: (message: string) => boolean = (m) => window.confirm(m)): void {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const current = useRef(pathname);
  current.current = pathname;
  const asker = useRef(confirm);
  asker.current = confirm;
  useEffect(() => {
    if (!active) return;
    const { push, replace } = navigator;
    const ask = (to: To) => !leavesUploads(to, current.current) || asker.current(messages.leaveDuringUploads);
    navigator.push = (to, ...rest) => {
      if (ask(to)) push.call(navigator, to, ...rest);
    };
    navigator.replace = (to, ...rest) => {
      if (ask(to)) replace.call(navigator, to, ...rest);
    };
    return () => {
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [active, navigator]);
}
