import { Badge, Body1, Link, MessageBar, MessageBarBody, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { callsLabels, type LocalSyncStream, messages, needsAttention, pathTo, workspaceMessages } from '@storykeep/core';
import type { CallRecorderState } from './use-call-recorder.js';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  badge: { alignSelf: 'flex-start' },
});

const STATE_LABEL = { uploading: 'Uploading', completed: 'Uploaded', failed: 'Upload failed' } as const;

/** Kept on the device because its upload could not finish (not a deleted interview's): it needs the person's attention. */
const kept = (stream: LocalSyncStream) => stream.status.state !== 'completed' && needsAttention(stream.failure);

function uploadLine(stream: LocalSyncStream): string {
  const { status } = stream;
  const state = kept(stream)
    ? messages.localRecordingNeedsAttention
    : stream.waiting && status.state === 'uploading'
      ? 'Waiting to upload'
      : STATE_LABEL[status.state];
  return `${state} · ${status.partsUploaded} of ${status.parts.length} parts`;
}

/** This device's own recording in the call: that it records, a storage warning, and how its upload goes. */
export function OwnRecordingStatus({ recorder }: { recorder: CallRecorderState }) {
  const styles = useStyles();
  if (!recorder.recording && !recorder.failed && recorder.uploads.length === 0) return null;
  return (
    <section className={styles.section} aria-label={callsLabels.yourRecording}>
      <Subtitle2 as="h2">{callsLabels.yourRecording}</Subtitle2>
      {recorder.recording && (
        <Badge className={styles.badge} appearance="tint" color="danger" role="status" aria-label={callsLabels.recordingOnThisDevice}>
          {callsLabels.recordingOnThisDevice}
        </Badge>
      )}
      {recorder.storageWarning && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{messages.localStorageNearlyFull}</MessageBarBody>
        </MessageBar>
      )}
      {recorder.failed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{workspaceMessages.callDeviceRecordingFailed}</MessageBarBody>
        </MessageBar>
      )}
      {recorder.uploads.map((stream, i) => (
        <Body1 key={stream.status.streamId} aria-label={callsLabels.uploadOfYourRecording(i + 1)}>
          {uploadLine(stream)}
        </Body1>
      ))}
      {recorder.uploads.some(kept) && (
        <Link as="a" href={pathTo('localRecordingStatus', {})} target="_blank">
          {messages.localRecordingKept}
        </Link>
      )}
    </section>
  );
}
