import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { localRecordingLabels } from '@storykeep/core';
import { useEffect, useState } from 'react';
import { formatElapsed } from './format-bytes.js';

const useStyles = makeStyles({ clock: { fontSize: tokens.fontSizeHero800, fontVariantNumeric: 'tabular-nums' } });

/** The time since recording started, ticking each second; "Paused" beside it while paused. */
export function RecorderClock({ startedAt, paused }: { startedAt: string | null; paused: boolean }) {
  const styles = useStyles();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const seconds = startedAt ? (now - Date.parse(startedAt)) / 1000 : 0;
  return (
    <Text className={styles.clock} role="timer" aria-label={localRecordingLabels.recordingTime}>
      {startedAt ? formatElapsed(seconds) : localRecordingLabels.starting}
      {paused ? localRecordingLabels.paused : ''}
    </Text>
  );
}
