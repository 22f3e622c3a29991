import { KEYBOARD_SKIP_SECONDS } from '@storykeep/core';
import { useEffect } from 'react';
import type { AuthoringActor } from './use-authoring.js';

/**
 * The editor's keys, wherever the focus is on the page: Escape plays or pauses, ctrl+[ and ctrl+] jump 10 seconds
 * back and forward, ctrl+S (cmd+S) saves at once instead of the browser saving the page. Escape inside an open dialog
 * belongs to the dialog.
 */
export function useAuthoringShortcuts(actor: AuthoringActor): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const inDialog = event.target instanceof Element && event.target.closest('[role="dialog"],[role="alertdialog"]');
      if (event.key === 'Escape' && !inDialog) {
        event.preventDefault();
        actor.send({ type: 'authoring.togglePlayback' });
      } else if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
        event.preventDefault();
        actor.send({ type: 'authoring.save' });
      } else if ((event.ctrlKey || event.metaKey) && (event.key === '[' || event.key === ']')) {
        event.preventDefault();
        actor.send({ type: 'authoring.skip', seconds: event.key === '[' ? -KEYBOARD_SKIP_SECONDS : KEYBOARD_SKIP_SECONDS });
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [actor]);
}
