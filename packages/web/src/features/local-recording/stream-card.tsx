import { Badge, Body1, Button, Caption1, Card, makeStyles, ProgressBar, Subtitle2, tokens } from '@fluentui/react-components';
import { type LocalSyncStream, type LocalUploadFailure, localRecordingLabels, messages, needsAttention } from '@storykeep/core';
import { DiscardRecordingDialog } from './discard-recording-dialog.js';
import { formatBytes } from './format-bytes.js';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  row: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  id: { overflowWrap: 'anywhere' },
});

const STATE_LABEL = { uploading: 'Uploading', completed: 'Uploaded', failed: 'Failed' } as const;
/** Why an upload stopped, in the catalogue's words. */
const FAILURE_LABEL: Record<LocalUploadFailure, string> = {
  story_deleted: messages.localRecordingStoryDeleted,
  access_lost: messages.localRecordingAccessLost,
  not_found: messages.localRecordingNotFound,
  mismatch: messages.localRecordingMismatch,
  quota: messages.localRecordingQuota,
  fatal: messages.localRecordingFatal,
  retries_exhausted: messages.localRecordingRetriesExhausted,
};

export interface StreamCardActions {
  onRetry(): void;
  /** Saves the recording as this device holds it to the person's computer. */
  onSave(): void;
  /** Deletes a kept copy; `confirmed` when the person confirmed it in the dialog. */
  onDiscard(confirmed: boolean): void;
}

/**
 * One local recording stream: what it is, how much has gone up, its state and, when the upload stopped and the copy is
 * kept here ("needs attention"), why, with "Save to this computer", "Retry now" and "Delete from this device" (which
 * asks first, in other words when it was not saved).
 */
export function StreamCard({ stream, onRetry, onSave, onDiscard }: { stream: LocalSyncStream } & StreamCardActions) {
  const styles = useStyles();
  const { status, failure, saved } = stream;
  // Kept on the device: now, or by an earlier attempt while this one is under way (its reason shown meanwhile).
  const kept = status.state !== 'completed' && needsAttention(failure);
  // Saving and deleting are for a stopped upload; one under way finishes first.
  const attention = kept && status.state === 'failed';
  const label = kept
    ? messages.localRecordingNeedsAttention
    : stream.waiting && status.state === 'uploading'
      ? 'Waiting to upload'
      : STATE_LABEL[status.state];
  const canRetry = status.state !== 'completed' && failure !== 'story_deleted';
  return (
    <Card className={styles.card} role="group" aria-label={localRecordingLabels.recordingStream(status.streamId)}>
      <div className={styles.row}>
        <Subtitle2 as="h2">{status.type === 'video' ? localRecordingLabels.videoRecording : localRecordingLabels.audioRecording}</Subtitle2>
        <Badge
          appearance="tint"
          color={kept ? 'warning' : status.state === 'failed' ? 'danger' : status.state === 'completed' ? 'success' : 'informative'}
        >
          {label}
        </Badge>
      </div>
      <Caption1 className={styles.id}>
        {localRecordingLabels.interview} {status.storyId} {localRecordingLabels.started}{' '}
        {new Date(status.recordingStartTime).toLocaleString()}
      </Caption1>
      <ProgressBar value={status.partBytes > 0 ? status.uploadedBytes / status.partBytes : 0} aria-label={localRecordingLabels.uploaded} />
      <Body1>
        {localRecordingLabels.partsProgress(
          status.partsUploaded,
          status.parts.length,
          formatBytes(status.uploadedBytes),
          formatBytes(status.partBytes),
        )}
      </Body1>
      {failure && status.state !== 'completed' && <Body1 role="alert">{FAILURE_LABEL[failure]}</Body1>}
      {saved && kept && <Caption1>{messages.localRecordingSaved}</Caption1>}
      {(canRetry || attention) && (
        <div className={styles.row}>
          {attention && (
            <Button appearance="primary" onClick={onSave}>
              {messages.localRecordingSave}
            </Button>
          )}
          {canRetry && <Button onClick={onRetry}>{messages.localRecordingRetry}</Button>}
          {attention && <DiscardRecordingDialog saved={saved} onConfirm={() => onDiscard(true)} />}
        </div>
      )}
    </Card>
  );
}
