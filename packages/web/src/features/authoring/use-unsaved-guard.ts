import { messages } from '@storykeep/core';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';

/**
 * While there are unsaved changes, asks before the app moves to another page (links, Back, Forward) and lets the
 * browser ask before the tab is closed or reloaded. Moving between the editor's own routes (an index's metadata or
 * notes) is not leaving. `confirm` is for tests.
 */
export function useUnsavedGuard(unsaved: boolean, confirm: (message: string) => boolean = (m) => window.confirm(m)): void {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => unsaved && editorRoot(nextLocation.pathname) !== editorRoot(currentLocation.pathname),
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);
  const asker = useRef(confirm);
  asker.current = confirm;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (asker.current(messages.leaveWithUnsavedChanges)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the dialog only when a value is returned.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}

/** The editor's own address for any of its routes (`/stories/{id}/author…`). */
function editorRoot(pathname: string): string {
  return pathname.replace(/(\/stories\/[^/]+\/author)(\/.*)?$/, '$1');
}
