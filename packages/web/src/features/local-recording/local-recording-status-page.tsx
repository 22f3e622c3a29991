import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useLocalRecordingStreams, useLocalRecordingSync } from '../../shared/local-recording-sync.js';
import { StreamCard } from './stream-card.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** `/status/local-recording`: every recording kept on this device and how its upload stands. */
export function LocalRecordingStatusPage() {
  const styles = useStyles();
  const sync = useLocalRecordingSync();
  const streams = Object.values(useLocalRecordingStreams()).sort((a, b) =>
    b.status.recordingStartTime.localeCompare(a.status.recordingStartTime),
  );
  return (
    <main className={styles.page}>
      <Title1 as="h1">Local recordings</Title1>
      <Body1 as="p">Recordings made on this device are kept here until the server has them, then removed from the device.</Body1>
      {streams.length === 0 ? (
        <Body1 as="p">No local recordings on this device.</Body1>
      ) : (
        <section className={styles.list} aria-label="Local recordings">
          {streams.map((stream) => (
            <StreamCard
              key={stream.status.streamId}
              stream={stream}
              onRetry={() => sync?.send({ type: 'sync.force', streamId: stream.status.streamId })}
            />
          ))}
        </section>
      )}
    </main>
  );
}
