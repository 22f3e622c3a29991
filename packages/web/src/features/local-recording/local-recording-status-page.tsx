import { Body1, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { localRecordingLabels } from '@storykeep/core';
import { useLocalRecordingStreams } from '../../shared/local-recording-sync.js';
import { StreamCard } from './stream-card.js';
import { useStreamActions } from './use-stream-actions.js';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/**
 * `/status/local-recording`: every recording kept on this device and how its upload stands; one the upload could not
 * finish says why and can be saved to the computer, retried, or (saved or confirmed) deleted.
 */
export function LocalRecordingStatusPage() {
  const styles = useStyles();
  const actionsFor = useStreamActions();
  const streams = Object.values(useLocalRecordingStreams()).sort((a, b) =>
    b.status.recordingStartTime.localeCompare(a.status.recordingStartTime),
  );
  return (
    <div className={styles.page}>
      <Title1 as="h1">{localRecordingLabels.localRecordings}</Title1>
      <Body1 as="p">{localRecordingLabels.recordingsMadeOnThisDeviceAre}</Body1>
      {streams.length === 0 ? (
        <Body1 as="p">{localRecordingLabels.noLocalRecordingsOnThisDevice}</Body1>
      ) : (
        <section className={styles.list} aria-label={localRecordingLabels.localRecordings}>
          {streams.map((stream) => (
            <StreamCard key={stream.status.streamId} stream={stream} {...actionsFor(stream.status.streamId)} />
          ))}
        </section>
      )}
    </div>
  );
}
