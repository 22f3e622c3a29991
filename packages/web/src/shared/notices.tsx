import { MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import { NOTICE_AUTO_HIDE_MS, type Notice } from '@storykeep/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useState } from 'react';

const NoticeContext = createContext<((notice: Notice) => void) | null>(null);

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    bottom: tokens.spacingVerticalXXL,
    left: '50%',
    transform: 'translateX(-50%)',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '90vw',
  },
});

interface ShownNotice extends Notice {
  id: number;
}

/** Shows catalogue messages as transient notices; each hides after NOTICE_AUTO_HIDE_MS. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const styles = useStyles();
  const [shown, setShown] = useState<ShownNotice[]>([]);
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);
  const notify = useCallback((notice: Notice) => {
    nextId.current += 1;
    const id = nextId.current;
    setShown((list) => [...list, { ...notice, id }]);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      setShown((list) => list.filter((n) => n.id !== id));
    }, NOTICE_AUTO_HIDE_MS);
    timers.current.add(timer);
  }, []);
  return (
    <NoticeContext.Provider value={notify}>
      {children}
      <div className={styles.region} role="status" aria-live="polite">
        {shown.map((notice) => (
          <MessageBar key={notice.id} intent={notice.intent}>
            <MessageBarBody>{notice.text}</MessageBarBody>
          </MessageBar>
        ))}
      </div>
    </NoticeContext.Provider>
  );
}

/** Shows a notice (a catalogue message) for a few seconds. */
export function useNotify(): (notice: Notice) => void {
  const notify = useContext(NoticeContext);
  if (!notify) throw new Error('useNotify needs a NoticeProvider above it');
  return notify;
}
