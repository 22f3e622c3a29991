import { Toast, Toaster, ToastTitle, useId, useToastController } from '@fluentui/react-components';
import { NOTICE_AUTO_HIDE_MS, type Notice } from '@storykeep/core';
import { useEffect } from 'react';

/** The toaster of {@link NoticeProvider}: shows the notices waiting for it, then tells how many it took. */
export function NoticeToaster({ waiting, onShown }: { waiting: readonly Notice[]; onShown: (count: number) => void }) {
  const toasterId = useId('notices');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(() => {
    if (waiting.length === 0) return;
    for (const notice of waiting) {
      dispatchToast(
        <Toast>
          <ToastTitle>{notice.text}</ToastTitle>
        </Toast>,
        // Errors interrupt the reader's current speech; successes wait their turn.
        { intent: notice.intent, timeout: NOTICE_AUTO_HIDE_MS, politeness: notice.intent === 'error' ? 'assertive' : 'polite' },
      );
    }
    onShown(waiting.length);
  }, [waiting, dispatchToast, onShown]);
  return <Toaster toasterId={toasterId} position="bottom" pauseOnHover />;
}
