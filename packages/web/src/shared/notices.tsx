import type { Notice } from '@storykeep/core';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import { useLoadedContainer } from './container-context.js';

const NoticeContext = createContext<((notice: Notice) => void) | null>(null);

// Fluent's Toaster (with its focus management) is a chunk of its own, loaded with the first notice: most pages, and
// the sign-in page, show none while they start.
const NoticeToaster = lazy(() => import('./notice-toaster.js').then((m) => ({ default: m.NoticeToaster })));

/**
 * Shows catalogue messages as Fluent toasts, hidden after NOTICE_AUTO_HIDE_MS. Fluent's Toaster announces each one
 * through its own live region, so screen readers hear them without focus moving. Notices given before the toaster's
 * chunk is in wait for it, in order.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const [waiting, setWaiting] = useState<readonly Notice[]>([]);
  const notify = useCallback((notice: Notice) => setWaiting((list) => [...list, notice]), []);
  const shown = useCallback((count: number) => setWaiting((list) => list.slice(count)), []);
  // Mounted with the first notice, or as soon as the container is in (a signed-in page), so the toaster is in place
  // before a dialog opens: a modal dialog hides from assistive technology what appears beside it afterwards.
  const container = useLoadedContainer();
  const [needed, setNeeded] = useState(false);
  if ((waiting.length > 0 || container) && !needed) setNeeded(true);
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      {needed && (
        <Suspense fallback={null}>
          <NoticeToaster waiting={waiting} onShown={shown} />
        </Suspense>
      )}
    </NoticeContext.Provider>
  );
}

/** Shows a notice (a catalogue message) for a few seconds. */
export function useNotify(): (notice: Notice) => void {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify needs a NoticeProvider above it');
  return notify;
}
