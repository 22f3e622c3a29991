import { messages } from '@storykeep/core';
import { useSelector } from '@xstate/react';
import { useCallback, useEffect, useRef } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router-dom';
import type { AuthoringActor } from '../use-authoring.js';

type Snapshot = ReturnType<AuthoringActor['getSnapshot']>;

/** Whether a save started on leaving has come to an end: everything saved, or it could not be (failed, or a conflict). */
function settled(snapshot: Snapshot): 'saved' | 'unsaved' | null {
  const { unsavedChanges, saveStatus } = snapshot.context;
  if (!unsavedChanges) return 'saved';
  return saveStatus === 'failed' || saveStatus === 'conflict' ? 'unsaved' : null;
}

/**
 * Saving on leaving. Moving to another page of the app (links, Back, Forward) first saves and goes once the server has
 * everything; only when that save fails or waits on a conflict is the person asked. When the tab is hidden the editor
 * saves, and when the page goes (closed, reloaded) it saves in a way that outlives the page; while anything is unsaved
 * the browser still asks before closing. Moving between the editor's own routes is not leaving. `confirm` is for tests.
 */
export function useSaveOnLeave(actor: AuthoringActor, confirm: (message: string) => boolean = (m) => window.confirm(m)): void {
  const unsaved = useSelector(actor, (s) => s.context.unsavedChanges);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => unsaved && editorRoot(nextLocation.pathname) !== editorRoot(currentLocation.pathname),
    [unsaved],
  );
  const blocker = useBlocker(shouldBlock);
  const asker = useRef(confirm);
  asker.current = confirm;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let open = true;
    const finish = (outcome: 'saved' | 'unsaved') => {
      open = false;
      if (outcome === 'saved' || asker.current(messages.leaveWithUnsavedChanges)) blocker.proceed();
      else blocker.reset();
    };
    actor.send({ type: 'authoring.save' });
    const now = settled(actor.getSnapshot());
    if (now) {
      finish(now);
      return;
    }
    const subscription = actor.subscribe((snapshot) => {
      const outcome = open ? settled(snapshot) : null;
      if (outcome) finish(outcome);
    });
    return () => subscription.unsubscribe();
  }, [blocker, actor]);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') actor.send({ type: 'authoring.save' });
    };
    const onPageHide = () => actor.send({ type: 'authoring.leave' });
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [actor]);
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
