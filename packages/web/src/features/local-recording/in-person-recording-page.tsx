import {
  Body1,
  Button,
  Checkbox,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  makeStyles,
  Text,
  Title1,
  tokens,
} from '@fluentui/react-components';
import { LocalRecordingUploadApi, localRecordingLabels, messages, pathTo, workspaceMessages } from '@storykeep/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAuth } from '../../shared/auth-context.js';
import { useService } from '../../shared/container-context.js';
import { useLocalRecordingStreams } from '../../shared/local-recording-sync.js';
import { useLocalRecorder } from '../../shared/use-local-recorder.js';
import { RecorderClock } from './recorder-clock.js';
import { StreamCard } from './stream-card.js';
import { useStreamActions } from './use-stream-actions.js';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
    minWidth: 0,
    padding: tokens.spacingHorizontalXL,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
});

const UNAVAILABLE = {
  MEDIA_RECORDER_UNAVAILABLE: workspaceMessages.recorderUnavailable,
  IDB_UNAVAILABLE: workspaceMessages.deviceStorageUnavailable,
} as const;

/** Records an in-person interview on this device into a new interview of the project, uploaded in the background. */
export function InPersonRecordingPage() {
  const styles = useStyles();
  const { projectId = '' } = useParams();
  const api = useService<LocalRecordingUploadApi>(LocalRecordingUploadApi);
  const userId = useAuth((s) => (s.context.authenticated ? s.context.user_id : null));
  const { snapshot, start, pause, resume, stop } = useLocalRecorder();
  const streams = useLocalRecordingStreams();
  const actionsFor = useStreamActions();
  const [title, setTitle] = useState('');
  const [video, setVideo] = useState(false);
  const [storyId, setStoryId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [createFailed, setCreateFailed] = useState(false);
  if (!snapshot || snapshot.matches('checking')) return <Body1>{localRecordingLabels.checkingThisDevice}</Body1>;
  const { context } = snapshot;
  const capability = context.capability;
  const recording = snapshot.matches('recording');
  const paused = snapshot.matches({ recording: { capture: 'paused' } });
  const streamId = context.request?.streamId ?? null;
  const stream = streamId ? streams[streamId] : undefined;

  const begin = async () => {
    setCreating(true);
    setCreateFailed(false);
    try {
      const id = await api.createStory(projectId, { title: title.trim() || 'In-person interview' });
      setStoryId(id);
      start({ streamId: globalThis.crypto.randomUUID(), storyId: id, sessionId: id, userId, video });
    } catch {
      setCreateFailed(true);
    } finally {
      setCreating(false);
    }
  };

  return (
    <div className={styles.page}>
      <Title1 as="h1">{localRecordingLabels.recordInPerson}</Title1>
      {capability !== 'CAPABLE' && capability !== 'UNKNOWN' && (
        <MessageBar intent="error">
          <MessageBarBody>{UNAVAILABLE[capability]}</MessageBarBody>
        </MessageBar>
      )}
      {context.storageWarning && recording && (
        <MessageBar intent="warning" role="alert">
          <MessageBarBody>{messages.localStorageNearlyFull}</MessageBarBody>
        </MessageBar>
      )}
      {snapshot.matches('failed') && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{context.startedAt ? workspaceMessages.recordingStoppedStorageFull : messages.devicesNotFound}</MessageBarBody>
        </MessageBar>
      )}
      {createFailed && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{localRecordingLabels.theInterviewCouldNotBeCreated}</MessageBarBody>
        </MessageBar>
      )}
      {!recording && capability === 'CAPABLE' && (
        <>
          <Body1 as="p">{localRecordingLabels.everythingIsRecordedOnThisDevice}</Body1>
          <Field label={localRecordingLabels.interviewTitle}>
            <Input value={title} onChange={(_, d) => setTitle(d.value)} />
          </Field>
          <Checkbox
            label={localRecordingLabels.recordVideoWithTheCamera}
            checked={video}
            onChange={(_, d) => setVideo(Boolean(d.checked))}
          />
          <div className={styles.actions}>
            <Button appearance="primary" disabled={creating} onClick={begin}>
              {snapshot.matches('stopped') ? localRecordingLabels.recordAnotherInterview : localRecordingLabels.startRecording}
            </Button>
          </div>
        </>
      )}
      {recording && (
        <>
          <RecorderClock startedAt={context.startedAt} paused={paused} />
          <div className={styles.actions}>
            {paused ? (
              <Button onClick={resume}>{localRecordingLabels.resume}</Button>
            ) : (
              <Button onClick={pause}>{localRecordingLabels.pause}</Button>
            )}
            <Button appearance="primary" onClick={stop}>
              {localRecordingLabels.stopRecording}
            </Button>
          </div>
        </>
      )}
      {snapshot.matches('stopped') && storyId && (
        <Text as="p">
          {localRecordingLabels.recordingSavedOnThisDevice}{' '}
          <Link to={pathTo('storyHub', { projectId, storyId })}>{localRecordingLabels.openTheInterview}</Link> ·{' '}
          <Link to={pathTo('localRecordingStatus')}>{localRecordingLabels.allLocalRecordings}</Link>
        </Text>
      )}
      {stream && streamId && !recording && <StreamCard stream={stream} {...actionsFor(streamId)} />}
    </div>
  );
}
