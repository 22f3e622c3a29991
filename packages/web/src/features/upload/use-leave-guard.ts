import { messages } from '@storykeep/core';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

/** The two upload pages: moving between them keeps the person with their uploads, so it is not leaving. */
const UPLOAD_PAGE = /\/(upload_files|uploadingMetadata)\/?$/;

/** Whether moving from the page at `current` to the page at `next` (both pathnames) leaves the upload pages. */
export function leavesUploads(next: string, current: string): boolean {
  return next !== current && !UPLOAD_PAGE.test(next);
}

/**
 * While `active`, asks 'You have uploads in progress. Are you sure you want to exit?' before the app moves to another
 * page, however it is asked to (a link, the side navigation, a menu, a button, the browser's Back or Forward), and stays
 * when the answer is no. A change of search or hash only is not leaving. Needs a data router (`useBlocker`). `confirm`
 * is for tests.
 */
export function useLeaveGuard(active: boolean, confirm: (message: string) => boolean = (m) => window.confirm(m)): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => active && leavesUploads(nextLocation.pathname, currentLocation.pathname),
    [active],
  );
  const blocker = useBlocker(shouldBlock);
  const asker = useRef(confirm);
  asker.current = confirm;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (asker.current(messages.leaveDuringUploads)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
}
