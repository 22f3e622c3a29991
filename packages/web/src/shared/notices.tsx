import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { NOTICE_AUTO_HIDE_MS, type Notice } from '@storykeep/core';
import { createContext, type ReactNode, useCallback, useContext } from 'react';

const NoticeContext = createContext<((notice: Notice) => void) | null>(null);

/**
 * Shows catalogue messages as Fluent toasts, hidden after NOTICE_AUTO_HIDE_MS. Fluent's Toaster
 * announces each one through its own live region, so screen readers hear them without focus moving.
 */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const toasterId = useId('notices');
  const { dispatchToast } = useToastController(toasterId);
  const notify = useCallback(
    (notice: Notice) => {
      dispatchToast(
        <Toast>
          <ToastTitle>{notice.text}</ToastTitle>
        </Toast>,
        // Errors interrupt the reader's current speech; successes wait their turn.
        { intent: notice.intent, timeout: NOTICE_AUTO_HIDE_MS, politeness: notice.intent === 'error' ? 'assertive' : 'polite' },
      );
    },
    [dispatchToast],
  );
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <Toaster toasterId={toasterId} position="bottom" pauseOnHover />
    </NoticeContext.Provider>
  );
}

/** Shows a notice (a catalogue message) for a few seconds. */
export function useNotify(): (notice: Notice) => void {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify needs a NoticeProvider above it');
  return notify;
}
