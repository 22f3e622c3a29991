import { Badge, Body1, Button, Caption1, Card, makeStyles, ProgressBar, Subtitle2, tokens } from '@fluentui/react-components';
import type { LocalSyncStream } from '@storykeep/core';
import { formatBytes } from './format-bytes.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  id: { overflowWrap: 'anywhere' },
});

const STATE_LABEL = { uploading: 'Uploading', completed: 'Uploaded', failed: 'Failed' } as const;
const FAILURE_LABEL = {
  story_deleted: 'Its interview was deleted; the recording was removed from this device.',
  fatal: 'The recording on this device is incomplete and cannot be uploaded.',
  retries_exhausted: 'The upload kept failing.',
} as const;

/** One local recording stream: what it is, how much has gone up, its state, and "Retry now". */
export function StreamCard({ stream, onRetry }: { stream: LocalSyncStream; onRetry(): void }) {
  const styles = useStyles();
  const { status, failure } = stream;
  const label = stream.waiting && status.state === 'uploading' ? 'Waiting to upload' : STATE_LABEL[status.state];
  const canRetry = status.state !== 'completed' && failure !== 'story_deleted';
  return (
    <Card className={styles.card} role="group" aria-label={`Recording ${status.streamId}`}>
      <div className={styles.row}>
        <Subtitle2 as="h2">{status.type === 'video' ? 'Video recording' : 'Audio recording'}</Subtitle2>
        <Badge appearance="tint" color={status.state === 'failed' ? 'danger' : status.state === 'completed' ? 'success' : 'informative'}>
          {label}
        </Badge>
      </div>
      <Caption1 className={styles.id}>
        Interview {status.storyId} · started {new Date(status.recordingStartTime).toLocaleString()}
      </Caption1>
      <ProgressBar value={status.partBytes > 0 ? status.uploadedBytes / status.partBytes : 0} aria-label="Uploaded" />
      <Body1>
        {status.partsUploaded} of {status.parts.length} parts uploaded · {formatBytes(status.uploadedBytes)} of{' '}
        {formatBytes(status.partBytes)}
      </Body1>
      {failure && <Body1 role="alert">{FAILURE_LABEL[failure]}</Body1>}
      {canRetry && (
        <div className={styles.row}>
          <Button onClick={onRetry}>Retry now</Button>
        </div>
      )}
    </Card>
  );
}
